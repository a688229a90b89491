import { Spinner } from '@qis/shared';
import { useTranslation } from 'react-i18next';
import { ROUTES_NS } from './i18n';

/** What a route shows while its code chunk downloads. */
export function PageSpinner() {
  const { t } = useTranslation(ROUTES_NS);
  return (
    <div className="shell-page-spinner">
      <Spinner label={t('loadingPage')} />
    </div>
  );
}
