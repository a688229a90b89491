import zlib from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import type { User, WeightEntry } from '@qis/contract/api';
import { useTestApp } from '../../test/support/useTestApp';
import { memberWithWeightHistory } from '../../test/support/weightHistory';
import { REVALIDATE_CACHE_CONTROL } from './revalidate';

// A browser keeps these answers (private, no-cache) and asks again with If-None-Match: an unchanged
// answer is a 304 without a body; a changed one, or another member's, is the whole new answer.
const testApp = useTestApp();

const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  testApp.call('GET', url, { token, headers });

describe('ETag and 304 on the answers a member keeps', () => {
  it('tags the profile, says private no-cache, and answers 304 without a body to its tag', async () => {
    const { accessToken, member } = await testApp.signedInMember();
    const first = await get('/api/profile', accessToken);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(REVALIDATE_CACHE_CONTROL);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w.-]+"$/);
    expect((await get('/api/profile', accessToken)).headers.etag).toBe(etag);

    const again = await get('/api/profile', accessToken, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.payload).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(REVALIDATE_CACHE_CONTROL);
    expect(first.json<User>().email).toBe(member.email);
  });

  it('matches a tag among several, strong or weak, and * ; anything else gets the whole answer', async () => {
    const { accessToken } = await testApp.signedInMember();
    const etag = (await get('/api/profile', accessToken)).headers.etag as string;
    const strong = etag.slice(2);
    for (const header of [`"other", ${etag}`, strong, `W/"x",${strong}`, '*']) {
      expect((await get('/api/profile', accessToken, { 'if-none-match': header })).statusCode).toBe(304);
    }
    for (const header of ['"other"', `${strong.slice(0, -2)}"`, '']) {
      const response = await get('/api/profile', accessToken, { 'if-none-match': header });
      expect(response.statusCode).toBe(200);
      expect(response.json<User>().memberNumber).toBeTruthy();
    }
  });

  it('a compressed weight history has the plain one’s tag, and its 304 carries no compressed body', async () => {
    const { accessToken } = await memberWithWeightHistory(testApp, 40);
    const plain = await get('/api/profile/weight', accessToken);
    const br = await get('/api/profile/weight', accessToken, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.payload);
    expect(br.headers.etag).toBe(plain.headers.etag);

    const again = await get('/api/profile/weight', accessToken, {
      'accept-encoding': 'br, gzip',
      'if-none-match': plain.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('after a save the old tag gets the new history, with a new tag', async () => {
    const { accessToken } = await memberWithWeightHistory(testApp, 3);
    const before = await get('/api/profile/weight', accessToken);
    const saved = await testApp.call('POST', '/api/profile/weight', {
      token: accessToken,
      body: { weight: 77.7, date: '2025-01-02T00:00:00.000Z' },
    });
    expect(saved.statusCode).toBe(200);
    const after = await get('/api/profile/weight', accessToken, {
      'if-none-match': before.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<WeightEntry[]>()).toEqual(saved.json());
    expect(after.json<WeightEntry[]>()[1]?.weight).toBe(77.7);
  });

  it('another member sending the first one’s tag gets their own answer', async () => {
    const first = await memberWithWeightHistory(testApp, 3);
    const second = await memberWithWeightHistory(testApp, 4);
    const etag = (await get('/api/profile', first.accessToken)).headers.etag as string;
    const theirs = await get('/api/profile', second.accessToken, { 'if-none-match': etag });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json<User>().email).toBe(second.member.email);
    const weightsTag = (await get('/api/profile/weight', first.accessToken)).headers.etag as string;
    const weights = await get('/api/profile/weight', second.accessToken, { 'if-none-match': weightsTag });
    expect(weights.statusCode).toBe(200);
    expect(weights.json<WeightEntry[]>()).toHaveLength(4);
  });

  it('tags the tip of the day and the fitness week too, and never the status poll or an error', async () => {
    const { accessToken } = await testApp.signedInMember();
    for (const url of ['/api/tip-of-the-day?locale=fr', '/api/fitness/sessions/week']) {
      const first = await get(url, accessToken);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe(REVALIDATE_CACHE_CONTROL);
      const again = await get(url, accessToken, { 'if-none-match': first.headers.etag as string });
      expect(again.statusCode).toBe(304);
    }
    const status = await get('/api/status', accessToken);
    expect(status.statusCode).toBe(200);
    expect(status.headers.etag).toBeUndefined();
    const unauthorised = await get('/api/profile', 'not-a-token');
    expect(unauthorised.statusCode).toBe(401);
    expect(unauthorised.headers.etag).toBeUndefined();
  });
});
