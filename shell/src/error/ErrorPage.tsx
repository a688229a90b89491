import { useTranslation } from 'react-i18next';
import { localeFromPath, useLocalizedPath, useNavigate, useSearchParams } from '@qis/shared';
import { ERROR_NS } from './i18n';
import { safeReturnUrl } from './safeReturnUrl';
import './error.css';

/** /error?message=&returnUrl= (spec section 2): the message or a default, and a Go Back button. */
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
    <div className="shell-error" role="alert">
      <h1 className="shell-error__title">{t('title')}</h1>
      <p className="shell-error__message">{message}</p>
      <button type="button" className="shell-button shell-button--primary" onClick={() => navigate(target)}>
        {t('goBack')}
      </button>
    </div>
  );
}
