/** Seconds before expiry at which a token already counts as expired, so a call does not race the clock. */
const EXPIRY_MARGIN_SECONDS = 10;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  return atob(padded);
}

/** The `exp` claim of a JWT in seconds since the epoch, or null when the token carries none or is not a JWT. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    const exp = (claims as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** A token whose expiry cannot be read is treated as expired: the refresh decides. */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp - EXPIRY_MARGIN_SECONDS <= now / 1000;
}
