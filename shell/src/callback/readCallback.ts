import type { LoginResponse, User } from '@qis/contract/api';

/** The query parameters the authentication provider returns with. */
export const CALLBACK_PARAMS = ['accessToken', 'refreshToken', 'userData'] as const;

export type CallbackOutcome =
  { kind: 'missingToken' } | { kind: 'parseError' } | { kind: 'success'; credentials: LoginResponse };

function parseUser(raw: string | null): User | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as User) : null;
  } catch {
    return null;
  }
}

/** What the callback query says: both tokens are needed, and user data that parses, or the sign-in failed. */
export function readCallback(search: string): CallbackOutcome {
  const params = new URLSearchParams(search);
  const accessToken = params.get('accessToken');
  const refreshToken = params.get('refreshToken');
  if (!accessToken || !refreshToken) return { kind: 'missingToken' };
  const user = parseUser(params.get('userData'));
  if (!user) return { kind: 'parseError' };
  return { kind: 'success', credentials: { accessToken, refreshToken, user } };
}

/** The query without the callback's secrets; other parameters stay. */
export function withoutCallbackParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of CALLBACK_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export const hasCallbackParams = (search: string): boolean => {
  const params = new URLSearchParams(search);
  return CALLBACK_PARAMS.some((name) => params.has(name));
};
