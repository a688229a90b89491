import {
  loginSucceeded,
  useAppDispatch,
  useLocalizedPath,
  useLocation,
  useNavigate,
  type LoginResponse,
} from '@qis/shared';
import { LoginScreen } from './LoginScreen';

/** /login inside the portal (after a sign-out, or a guarded address opened signed out): the session goes to the store. */
export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const localized = useLocalizedPath();
  const onSignedIn = (session: LoginResponse) => {
    dispatch(loginSucceeded(session));
    void navigate(localized('/'));
  };
  return <LoginScreen location={location} onNavigate={(to) => void navigate(to)} onSignedIn={onSignedIn} />;
}
