// Unsigned JWTs: enough for the client, which only reads the `exp` claim (the API checks signatures).

const base64Url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function fakeJwt(claims: Record<string, unknown>): string {
  return [
    base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
    base64Url(JSON.stringify(claims)),
    'signature',
  ].join('.');
}

/** An access token that expires `seconds` from now (negative: already expired). */
export const tokenExpiringIn = (seconds: number, subject = 'member-1'): string =>
  fakeJwt({ sub: subject, exp: Math.floor(Date.now() / 1000) + seconds });
