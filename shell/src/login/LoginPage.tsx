import { useLocalizedPath, useLocation, useNavigate, useSignIn } from '@qis/shared';
import type { LoginRequest } from '@qis/contract/api';
import { LoginScreen } from './LoginScreen';

/** /login inside the portal (after a sign-out, or a guarded address opened signed out): the session goes to the store. */
export function LoginPage() {
  const { signIn } = useSignIn();
  const navigate = useNavigate();
  const location = useLocation();
  const localized = useLocalizedPath();
  const signInAndGo = async (credentials: LoginRequest) => {
    const error = await signIn(credentials);
    if (!error) void navigate(localized('/'));
    return error;
  };
  return <LoginScreen location={location} onNavigate={(to) => void navigate(to)} signIn={signInAndGo} />;
}
