import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInError } from '../session/requestSignIn';
import { useSignIn } from '../session/useSignIn';
import { LanguageSelect } from './LanguageSelect';
import '../ui/button.css';

interface SignInFormProps {
  appName: string;
}

/** The standalone frame's sign-in, against the real API; the portal's own login screen lives in the shell. */
export function SignInForm({ appName }: SignInFormProps) {
  const { t } = useTranslation('common');
  const { signIn, isLoading } = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<SignInError | null>(null);
  const titleId = useId();
  const emailId = useId();
  const passwordId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email || !password || isLoading) return;
    setError(await signIn({ email, pass: password }));
  };

  return (
    <main className="qis-frame__center">
      <form
        className="qis-frame__signin"
        aria-labelledby={titleId}
        onSubmit={(event) => void onSubmit(event)}
      >
        <p className="qis-frame__brand">
          {appName} <span className="qis-frame__badge">{t('standalone.badge')}</span>
        </p>
        <h1 id={titleId}>{t('standalone.signInTitle')}</h1>
        <p>{t('standalone.signInIntro', { appName })}</p>
        <label htmlFor={emailId}>{t('standalone.email')}</label>
        <input
          id={emailId}
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <label htmlFor={passwordId}>{t('standalone.password')}</label>
        <input
          id={passwordId}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error && (
          <p role="alert" className="qis-frame__error">
            {t(`standalone.errors.${error}`)}
          </p>
        )}
        <button type="submit" className="qis-button qis-button--primary" disabled={isLoading}>
          {isLoading ? t('standalone.signingIn') : t('standalone.signIn')}
        </button>
        <LanguageSelect />
      </form>
    </main>
  );
}
