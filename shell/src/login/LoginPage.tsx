import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../language/LanguageSwitcher';
import { Logo } from '../brand/Logo';
import { LOGIN_NS } from './i18n';
import { LoginArt } from './LoginArt';
import { LoginForm } from './LoginForm';
import './login.css';

/** /login: image panel, title, the sign-in form and the language switcher. */
export function LoginPage() {
  const { t } = useTranslation(LOGIN_NS);
  return (
    <main className="shell-login">
      <div className="shell-login__art">
        <LoginArt />
        <p className="shell-login__art-caption">{t('artCaption')}</p>
      </div>
      <div className="shell-login__panel">
        <div className="shell-login__top">
          <Logo />
          <LanguageSwitcher />
        </div>
        <h1 className="shell-login__title">{t('title')}</h1>
        <p className="shell-login__subtitle">{t('subtitle')}</p>
        <LoginForm />
      </div>
    </main>
  );
}
