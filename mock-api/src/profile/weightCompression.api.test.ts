import zlib from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import type { WeightEntry } from '@qis/contract/api';
import { useTestApp } from '../../test/support/useTestApp';
import { memberWithWeightHistory } from '../../test/support/weightHistory';

// The weight history is one of the larger answers a member reads: whatever the coding asked for, a
// client must receive exactly the JSON an uncompressed answer carries.
const testApp = useTestApp();

const read = (token: string, headers: Record<string, string> = {}) =>
  testApp.call('GET', '/api/profile/weight', { token, headers });

const decoded = (response: Awaited<ReturnType<typeof read>>): string => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return response.payload;
};

describe('GET /api/profile/weight compressed', () => {
  it('answers the same JSON in brotli, gzip or plain, as often as asked', async () => {
    const { accessToken } = await memberWithWeightHistory(testApp, 40);
    const plain = await read(accessToken);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<WeightEntry[]>()).toHaveLength(40);
    expect(plain.payload.length).toBeGreaterThan(1400);

    for (const [header, encoding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
      ['identity', undefined],
    ] as const) {
      for (let i = 0; i < 2; i += 1) {
        const response = await read(accessToken, { 'accept-encoding': header });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        if (encoding) expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(decoded(response)).toBe(plain.payload);
      }
    }
  });

  it('answers the new history after a save', async () => {
    const { accessToken } = await memberWithWeightHistory(testApp, 40);
    const before = decoded(await read(accessToken, { 'accept-encoding': 'br, gzip' }));
    const saved = await testApp.call('POST', '/api/profile/weight', {
      token: accessToken,
      body: { weight: 77.7, date: '2025-01-03T00:00:00.000Z' },
    });
    expect(saved.statusCode).toBe(200);
    const after = decoded(await read(accessToken, { 'accept-encoding': 'br, gzip' }));
    expect(after).not.toBe(before);
    expect(JSON.parse(after)).toEqual(saved.json());
    expect(decoded(await read(accessToken, { 'accept-encoding': 'gzip' }))).toBe(after);
  });

  it('sends a long history compressed whole, with its length: its head and body leave in one write', async () => {
    const { accessToken } = await memberWithWeightHistory(testApp, 400);
    const response = await read(accessToken, { 'accept-encoding': 'br, gzip' });
    expect(response.payload.length).toBeGreaterThan(0);
    expect(zlib.brotliDecompressSync(response.rawPayload).length).toBeGreaterThan(8192);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('sends a history smaller than a packet uncompressed', async () => {
    const { accessToken } = await memberWithWeightHistory(testApp, 5);
    const response = await read(accessToken, { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json<WeightEntry[]>()).toHaveLength(5);
  });
});
