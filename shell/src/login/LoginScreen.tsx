import { useTranslation } from 'react-i18next';
import { LoginForm, type LoginFormProps } from '@qis/shared/sign-in';
import { Logo } from '../brand/Logo';
import { LanguageLinks, type LanguageLinksProps } from '../language/LanguageLinks';
import { LOGIN_NS } from './i18n';
import { LoginArt } from './LoginArt';
import './login.css';

export type LoginScreenProps = Pick<LanguageLinksProps, 'location' | 'onNavigate'> & LoginFormProps;

/**
 * The login screen: image panel, title, the sign-in form and the language switcher. It needs neither
 * the store nor the router: the page shows it first, before the portal's code is loaded
 * (LoginBeforePortal), and the portal shows it at /login after a sign-out (LoginPage).
 */
export function LoginScreen({ location, onNavigate, signIn }: LoginScreenProps) {
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
          <LanguageLinks location={location} onNavigate={onNavigate} />
        </div>
        <h1 className="shell-login__title">{t('title')}</h1>
        <p className="shell-login__subtitle">{t('subtitle')}</p>
        <LoginForm signIn={signIn} />
      </div>
    </main>
  );
}
