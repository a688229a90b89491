import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginForm, localizePath, type LoginFormProps } from '@qis/shared/sign-in';
import type { LanguageLinksProps } from '../language/LanguageLinks';
import { LOGIN_NS } from './i18n';
import { LoginFrame } from './LoginFrame';

export type LoginScreenProps = Pick<LanguageLinksProps, 'location' | 'onNavigate'> &
  LoginFormProps & {
    /**
     * Opens another screen of the portal in the page (the portal's router). Without it a link
     * loads its page, as the login shown before the portal's code has no other screens.
     */
    openScreen?: (to: string) => void;
    /** Why the member is here, e.g. their account was just deleted; announced once shown. */
    notice?: string;
  };

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * The login screen: image panel, title, the sign-in form, "Forgot password?" and the language
 * switcher. It needs neither the store nor the router: the page shows it first, before the portal's
 * code is loaded (LoginBeforePortal), and the portal shows it at /login after a sign-out (LoginPage).
 */
export function LoginScreen({ location, onNavigate, signIn, openScreen, notice }: LoginScreenProps) {
  const { t } = useTranslation(LOGIN_NS);
  const forgotPassword = localizePath('/forgot-password', location.pathname);
  // Filled after the first paint: a live region announces what changes in it, not what it starts with.
  const [shownNotice, setShownNotice] = useState<string | undefined>(undefined);
  useEffect(() => setShownNotice(notice), [notice]);
  return (
    <LoginFrame location={location} onNavigate={onNavigate} title={t('title')} subtitle={t('subtitle')}>
      <p role="status" className={shownNotice ? 'shell-login__notice' : 'shell-login__notice--empty'}>
        {shownNotice}
      </p>
      <LoginForm signIn={signIn} />
      <p className="shell-login__aside">
        <a
          href={forgotPassword}
          onClick={(event) => {
            if (!openScreen || event.defaultPrevented || !isPlainClick(event)) return;
            event.preventDefault();
            openScreen(forgotPassword);
          }}
        >
          {t('forgotPassword')}
        </a>
      </p>
    </LoginFrame>
  );
}
