import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { accountApi } from './accountApi';
import { apiErrorOf } from './apiError';
import { attachmentFileName } from './attachment';
import { selectAccessToken, selectSignOutReason } from '../session/sessionSlice';
import { endSession } from '../session/endSession';
import { installFakeApi, jsonResponse, setCsrfCookie, signedInStore, TEST_CSRF_TOKEN } from '../testing';

let restore: () => void = () => undefined;
beforeEach(() => {
  localStorage.clear();
  setCsrfCookie();
});
afterEach(() => {
  restore();
  jest.restoreAllMocks();
});

function fakeApi(...args: Parameters<typeof installFakeApi>) {
  const api = installFakeApi(...args);
  restore = api.restore;
  return api;
}

describe('attachmentFileName', () => {
  it.each([
    ['attachment; filename="qis-export-10001-2026-05-01.json"', 'qis-export-10001-2026-05-01.json'],
    ['attachment; filename="plain.json"; filename*=UTF-8\'\'donn%C3%A9es.json', 'données.json'],
    ['attachment; filename=bare.json', 'bare.json'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment', null],
    [null, null],
  ])('%s → %s', (header, name) => expect(attachmentFileName(header)).toBe(name));
});

describe('accountApi', () => {
  it('changes the password with the bearer token, the CSRF header and the page’s language', async () => {
    const api = fakeApi({ 'POST /api/account/password': new Response(null, { status: 204 }) });
    const store = signedInStore();
    await store
      .dispatch(
        accountApi.endpoints.accountChangePassword.initiate({
          currentPassword: 'old one',
          newPassword: 'lantern orchard violin',
          locale: 'fr',
        }),
      )
      .unwrap();
    const [request] = api.callsTo('POST /api/account/password');
    expect(request?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(request?.headers.get('x-xsrf-token')).toBe(TEST_CSRF_TOKEN);
    expect(request?.headers.get('accept-language')).toBe('fr');
    expect(request?.body).toEqual({ currentPassword: 'old one', newPassword: 'lantern orchard violin' });
  });

  it('reads a refusal as the API’s error with its details', async () => {
    const refusal = {
      error: 'weak-password',
      message: 'Ce mot de passe est trop courant.',
      details: [{ field: 'newPassword', problem: 'common', message: 'Ce mot de passe est trop courant.' }],
    };
    fakeApi({ 'POST /api/account/password': jsonResponse(400, refusal) });
    const store = signedInStore();
    const error = await store
      .dispatch(
        accountApi.endpoints.accountChangePassword.initiate({
          currentPassword: 'x',
          newPassword: 'password123',
          locale: 'fr',
        }),
      )
      .unwrap()
      .catch((caught: unknown) => caught);
    expect(apiErrorOf(error)).toEqual({ status: 400, ...refusal });
  });

  it('saves the export under the attachment’s name', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
    const clicks: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const api = fakeApi({
      'GET /api/account/export': new Response('{"format":"qis-export"}', {
        headers: {
          'content-type': 'application/json',
          'content-disposition': 'attachment; filename="qis-export-10001-2026-05-01.json"',
        },
      }),
    });
    const store = signedInStore();
    const saved = await store
      .dispatch(accountApi.endpoints.accountDownloadExport.initiate({ locale: 'de' }))
      .unwrap();
    expect(saved).toEqual({ fileName: 'qis-export-10001-2026-05-01.json' });
    expect(clicks).toEqual(['qis-export-10001-2026-05-01.json']);
    expect(await created[0]?.text()).toBe('{"format":"qis-export"}');
    expect(api.callsTo('GET /api/account/export')[0]?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('ends the session on this page once the account is deleted, and says why', async () => {
    fakeApi({ 'DELETE /api/account': new Response(null, { status: 204 }) });
    const store = signedInStore();
    await store
      .dispatch(accountApi.endpoints.accountDelete.initiate({ password: 'demo1234', locale: 'en' }))
      .unwrap();
    expect(selectAccessToken(store.getState())).toBeNull();
    expect(selectSignOutReason(store.getState())).toBe('account-deleted');
    // The guard ends the (already ended) session again on its way to /login: the reason stays.
    endSession(store.dispatch);
    expect(selectSignOutReason(store.getState())).toBe('account-deleted');
  });

  it('keeps the session when the deletion is refused', async () => {
    fakeApi({
      'DELETE /api/account': jsonResponse(400, { error: 'wrong-password', message: 'No', details: [] }),
    });
    const store = signedInStore();
    await store
      .dispatch(accountApi.endpoints.accountDelete.initiate({ password: 'nope', locale: 'en' }))
      .unwrap()
      .catch(() => undefined);
    expect(selectAccessToken(store.getState())).not.toBeNull();
  });

  it('asks for a reset link without the bearer token, with the CSRF header', async () => {
    const api = fakeApi({
      'POST /api/auth/password-reset': new Response(null, { status: 204 }),
      'POST /api/auth/password-reset/confirm': new Response(null, { status: 204 }),
    });
    const store = signedInStore();
    await store
      .dispatch(
        accountApi.endpoints.authRequestPasswordReset.initiate({ email: 'a@example.com', locale: 'nl' }),
      )
      .unwrap();
    await store
      .dispatch(
        accountApi.endpoints.authConfirmPasswordReset.initiate({
          token: 't0k',
          newPassword: 'lantern orchard violin',
          locale: 'nl',
        }),
      )
      .unwrap();
    for (const request of api.requests) {
      expect(request.headers.get('authorization')).toBeNull();
      expect(request.headers.get('x-xsrf-token')).toBe(TEST_CSRF_TOKEN);
      expect(request.headers.get('accept-language')).toBe('nl');
    }
    expect(api.requests.map((request) => request.body)).toEqual([
      { email: 'a@example.com', locale: 'nl' },
      { token: 't0k', newPassword: 'lantern orchard violin' },
    ]);
  });
});
