import type { User } from '@qis/shared';

export const DEMO_USER: User = {
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'demo@example.com',
  memberNumber: 'QIS-000123',
  birthMonth: 5,
  birthYear: 1985,
  desiredWeight: 68,
  gender: 'female',
};

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A JWT-shaped token whose `exp` lies the given number of seconds from now (negative: expired). */
export function makeToken(expiresInSeconds: number, subject = 'member-1'): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: subject, exp })}.signature`;
}

/** Puts a session in browser storage, where the store reads it when it is created (spec section 4). */
export function storeSession({
  accessToken = makeToken(3600),
  refreshToken = 'refresh-1',
  user = DEMO_USER,
}: { accessToken?: string; refreshToken?: string; user?: User } = {}): void {
  localStorage.setItem('access_token', accessToken);
  localStorage.setItem('refresh_token', refreshToken);
  localStorage.setItem('user', JSON.stringify(user));
}
