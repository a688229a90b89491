import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignIn } from '../session/useSignIn';
import { LoginForm } from '../signIn/form/LoginForm';
import { LanguageSelect } from './LanguageSelect';

interface SignInFormProps {
  appName: string;
}

/** The standalone frame's sign-in page: the portal's own login form, against the real API, in the frame's store. */
export function SignInForm({ appName }: SignInFormProps) {
  const { t } = useTranslation('common');
  const { signIn } = useSignIn();
  const titleId = useId();

  return (
    <main className="qis-frame__center">
      <section className="qis-frame__signin" aria-labelledby={titleId}>
        <p className="qis-frame__brand">
          {appName} <span className="qis-frame__badge">{t('standalone.badge')}</span>
        </p>
        <h1 id={titleId}>{t('standalone.signInTitle')}</h1>
        <p>{t('standalone.signInIntro', { appName })}</p>
        <LoginForm signIn={signIn} />
        <LanguageSelect />
      </section>
    </main>
  );
}
