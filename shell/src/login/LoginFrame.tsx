import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../brand/Logo';
import { LanguageLinks, type LanguageLinksProps } from '../language/LanguageLinks';
import { LOGIN_NS } from './i18n';
import { LoginArt } from './LoginArt';
import './login.css';

export type LoginFrameProps = Pick<LanguageLinksProps, 'location' | 'onNavigate'> & {
  title: string;
  subtitle?: string;
  children: ReactNode;
};

/**
 * The page of the screens before sign-in (login, forgotten password, new password): the image panel,
 * then the logo, the language links, the title and the screen's own content.
 */
export function LoginFrame({ location, onNavigate, title, subtitle, children }: LoginFrameProps) {
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
        <h1 className="shell-login__title">{title}</h1>
        {subtitle ? <p className="shell-login__subtitle">{subtitle}</p> : null}
        {children}
      </div>
    </main>
  );
}
