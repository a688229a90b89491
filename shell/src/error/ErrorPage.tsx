import { useTranslation } from 'react-i18next';
import { localeFromPath, useLocalizedPath, useNavigate, useSearchParams } from '@qis/shared';
import { Page, Button } from '@qis/shared/ui';
import { ERROR_NS } from './i18n';
import { safeReturnUrl } from './safeReturnUrl';
import './error.css';

/** /error?message=&returnUrl=: the message or a default, and a Go Back button to a page of this site. */
export function ErrorPage() {
  const { t } = useTranslation(ERROR_NS);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const message = params.get('message')?.trim() || t('defaultMessage');
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  // `/meal-plan` from a French page goes back to `/fr/meal-plan`; a path with a locale is kept.
  const target = localeFromPath(returnUrl) ? returnUrl : localized(returnUrl);

  return (
    <Page title={t('title')} className="shell-error shell-notice">
      <p className="shell-error__message" role="alert">
        {message}
      </p>
      <div>
        <Button variant="primary" onClick={() => navigate(target)}>
          {t('goBack')}
        </Button>
      </div>
    </Page>
  );
}
