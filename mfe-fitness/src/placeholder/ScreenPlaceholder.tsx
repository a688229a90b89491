import { useTranslation } from 'react-i18next';
import { Page } from '@qis/shared/ui';
import { PLACEHOLDER_NS } from './i18n';
import './ScreenPlaceholder.css';

interface ScreenPlaceholderProps {
  /** The screen's namespace and the key of its title there. */
  ns: string;
  titleKey: string;
}

/**
 * A screen whose route exists but whose content is still being built: its real title and an honest
 * notice, so the menu, the routes and the standalone frame can be tested before the screen is done.
 */
export function ScreenPlaceholder({ ns, titleKey }: ScreenPlaceholderProps) {
  const { t } = useTranslation([ns, PLACEHOLDER_NS]);
  return (
    <Page title={t(titleKey, { ns })}>
      <p className="fitness-placeholder__notice">{t('underConstruction', { ns: PLACEHOLDER_NS })}</p>
    </Page>
  );
}
