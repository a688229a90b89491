import { CSRF_HEADER, csrfToken } from '../api/csrf';
import { contractUrl } from '../api/contractQuery';
import type { LoginRequest, LoginResponse } from '@qis/contract/api';

/** Why a sign-in failed, as a login form tells the member: an expired link, wrong credentials, or anything else. */
export type SignInError = 'expired' | 'invalid' | 'unexpected';

export type SignInResult = { session: LoginResponse } | { error: SignInError };

/** The API's answer to a refused sign-in: 400 is an expired or malformed link, any other status a refusal. */
export function signInErrorOf(status: number): SignInError {
  return status === 400 ? 'expired' : 'invalid';
}

/**
 * POST /api/auth/login with plain fetch. The login is the first screen: it runs before the store and
 * RTK Query are loaded (they come with the portal, after sign-in), so the call carries only what an
 * auth call needs, the anti-forgery header and no bearer token.
 */
export async function requestSignIn(credentials: LoginRequest): Promise<SignInResult> {
  let response: Response;
  try {
    const headers = new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' });
    const csrf = await csrfToken();
    if (csrf) headers.set(CSRF_HEADER, csrf);
    response = await fetch(contractUrl('POST /api/auth/login'), {
      method: 'POST',
      headers,
      // Both login forms (the shell's, the standalone frame's) sign in here: an address pasted with a
      // space around it is still the member's.
      body: JSON.stringify({ ...credentials, email: credentials.email.trim() }),
      credentials: 'same-origin',
    });
  } catch {
    // No answer at all (offline, DNS, a dropped connection): nothing was judged.
    return { error: 'unexpected' };
  }
  if (!response.ok) return { error: signInErrorOf(response.status) };
  try {
    const session = (await response.json()) as Partial<LoginResponse> | null;
    if (session?.accessToken && session.refreshToken && session.user)
      return { session: session as LoginResponse };
  } catch {
    // falls through: an answer that is not a session
  }
  // Something answered 2xx that is not the API's session (a captive portal, a misrouted proxy).
  return { error: 'unexpected' };
}
