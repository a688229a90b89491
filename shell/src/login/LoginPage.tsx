import { useTranslation } from 'react-i18next';
import {
  selectSignOutReason,
  useAppSelector,
  useLocalizedPath,
  useLocation,
  useNavigate,
  useSignIn,
} from '@qis/shared';
import type { LoginRequest } from '@qis/contract/api';
import { LOGIN_NS } from './i18n';
import { LoginScreen } from './LoginScreen';

/**
 * /login inside the portal (after a sign-out, or a guarded address opened signed out): the session
 * goes to the store, and a session the page ended for a reason (a deleted account) is explained.
 */
export function LoginPage() {
  const { t } = useTranslation(LOGIN_NS);
  const { signIn } = useSignIn();
  const navigate = useNavigate();
  const location = useLocation();
  const localized = useLocalizedPath();
  const reason = useAppSelector(selectSignOutReason);
  const signInAndGo = async (credentials: LoginRequest) => {
    const error = await signIn(credentials);
    if (!error) void navigate(localized('/'));
    return error;
  };
  return (
    <LoginScreen
      location={location}
      onNavigate={(to) => void navigate(to)}
      openScreen={(to) => void navigate(to)}
      signIn={signInAndGo}
      notice={reason === 'account-deleted' ? t('accountDeleted') : undefined}
    />
  );
}
