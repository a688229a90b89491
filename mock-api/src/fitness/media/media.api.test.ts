import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { EXERCISE_KEYS, WORKOUT_MINUTES } from '@qis/contract';
import type { FitnessVideo, FitnessVideosResponse } from '@qis/contract/api';
import { useTestApp } from '../../../test/support/useTestApp';
import { call, expectApiError } from '../../../test/support/testApp';
import { ConfigError, loadConfig } from '../../config';
import { mp4DurationSeconds } from './mp4';
import { MEDIA_IMMUTABLE, MEDIA_UNVERSIONED } from './routes';

/** An MP4 box: size, type, payload. */
const box = (type: string, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};

/** A movie header (version 0) saying `seconds` at a timescale of 1000. */
function mvhd(seconds: number): Buffer {
  const body = Buffer.alloc(100);
  body.writeUInt32BE(1000, 12);
  body.writeUInt32BE(Math.round(seconds * 1000), 16);
  return box('mvhd', body);
}

/** A small MP4 skeleton (ftyp, moov with mvhd, mdat of `fill`), moov first or last. */
function tinyMp4(seconds: number, fill: number, moovFirst = true): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1'));
  const moov = box('moov', mvhd(seconds));
  const mdat = box('mdat', Buffer.alloc(4000, fill));
  return Buffer.concat(moovFirst ? [ftyp, moov, mdat] : [ftyp, mdat, moov]);
}

const VTT = 'WEBVTT\n\n00:00.000 --> 01:00.000\nMaintenant : Squat\n'.padEnd(3000, ' ');

// Named while the file is collected (the apps are configured with them), filled before they start.
const appsDir = path.join(tmpdir(), `qis-media-apps-${randomBytes(4).toString('hex')}`);
const mediaDir = path.join(tmpdir(), `qis-media-real-${randomBytes(4).toString('hex')}`);
let generatedSquat: Buffer;
let realSquat: Buffer;
/** MEDIA_DIR: a folder of "real footage" with only one file and no media.json. */
let real: FastifyInstance;
/** MEDIA_BASE_URL: the page loads the generated media from another origin. */
let cdn: FastifyInstance;
let token: string;

function writeFile(root: string, relative: string, content: Buffer | string): void {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

// Declared before useTestApp, so the media exist when the testApp.app starts.
beforeAll(() => {
  const generated = path.join(appsDir, 'mfe-fitness', 'media-dist');
  generatedSquat = tinyMp4(60, 1);
  realSquat = tinyMp4(42.5, 2, false);
  writeFile(generated, 'videos/exercise-squat.mp4', generatedSquat);
  writeFile(generated, 'img/exercise-squat.jpg', Buffer.alloc(500, 3));
  writeFile(generated, 'captions/exercise-squat.fr.vtt', VTT);
  writeFile(
    generated,
    'media.json',
    JSON.stringify({
      videos: [
        {
          id: 10,
          kind: 'exercise',
          exercise: 'squat',
          durationSeconds: 60,
          video: { file: 'videos/exercise-squat.mp4', bytes: generatedSquat.length },
          poster: { file: 'img/exercise-squat.jpg' },
          captions: [{ locale: 'fr', file: 'captions/exercise-squat.fr.vtt' }],
          cues: [{ exercise: 'squat', start: 0, announceAt: null }],
          demonstration: true,
        },
        {
          id: 5,
          kind: 'workout',
          minutes: 5,
          durationSeconds: 300,
          // Absent here: served by MEDIA_BASE_URL only.
          video: { file: 'videos/workout-5min.mp4', bytes: 123456 },
          cues: [
            { exercise: 'runningOnTheSpot', start: 0, announceAt: null },
            { exercise: 'squat', start: 60, announceAt: 50 },
          ],
          demonstration: true,
        },
      ],
    }),
  );
  writeFile(mediaDir, 'videos/exercise-squat.mp4', realSquat);
  writeFile(mediaDir, 'img/exercise-squat.png', Buffer.alloc(300, 4));
});

/** The generated media (APPS_DIR/mfe-fitness/media-dist, described by our media.json). */
const testApp = useTestApp({ env: { APPS_DIR: appsDir } });

beforeAll(async () => {
  real = await testApp.startApp({ env: { APPS_DIR: appsDir, MEDIA_DIR: mediaDir } });
  cdn = await testApp.startApp({
    env: { APPS_DIR: appsDir, MEDIA_BASE_URL: 'https://media.example:8443/qis/' },
  });
  token = (await testApp.signedInMember()).accessToken;
});

afterAll(() => {
  rmSync(appsDir, { recursive: true, force: true });
  rmSync(mediaDir, { recursive: true, force: true });
});

async function videos(instance: FastifyInstance): Promise<FitnessVideo[]> {
  const response = await call(instance, 'GET', '/api/fitness/videos', { token });
  expect(response.statusCode).toBe(200);
  return response.json<FitnessVideosResponse>().videos;
}

const find = (list: FitnessVideo[], kind: FitnessVideo['kind'], id: number) => {
  const video = list.find((item) => item.kind === kind && item.id === id);
  if (!video) throw new Error(`no ${kind} ${id}`);
  return video;
};

describe('GET /api/fitness/videos', () => {
  it('needs a signed-in member', async () => {
    expectApiError(await testApp.call('GET', '/api/fitness/videos'), 401);
  });

  it('lists the 11 exercises then the 11 workouts, missing files as null', async () => {
    const list = await videos(testApp.app);
    expect(list.map((video) => `${video.kind}:${video.id}`)).toEqual([
      ...Array.from({ length: 11 }, (_, index) => `exercise:${index + 1}`),
      ...Array.from({ length: 11 }, (_, index) => `workout:${index + 1}`),
    ]);
    // The contract's order: exercise ids 1 to 11, then workout ids 1 to 11.
    expect(list.map((video) => video.exercise ?? video.minutes)).toEqual([
      ...EXERCISE_KEYS,
      ...WORKOUT_MINUTES,
    ]);
    const squat = find(list, 'exercise', 10);
    expect(squat).toEqual({
      id: 10,
      kind: 'exercise',
      exercise: 'squat',
      durationSeconds: 60,
      video: {
        url: expect.stringMatching(
          /^\/remotes\/mfe-fitness\/media\/videos\/exercise-squat\.mp4\?v=[0-9a-f]+$/,
        ),
        bytes: generatedSquat.length,
        type: 'video/mp4',
      },
      poster: { url: expect.stringMatching(/^\/remotes\/mfe-fitness\/media\/img\/exercise-squat\.jpg\?v=/) },
      captions: [
        {
          locale: 'fr',
          url: expect.stringMatching(/^\/remotes\/mfe-fitness\/media\/captions\/exercise-squat\.fr\.vtt\?v=/),
        },
      ],
      cues: [{ exercise: 'squat', start: 0, announceAt: null }],
      demonstration: true,
    });
    // Described by media.json but not on disk (and no MEDIA_BASE_URL): the card says it is missing.
    expect(find(list, 'workout', 5).video).toBeNull();
    expect(find(list, 'exercise', 1)).toMatchObject({ video: null, poster: null, captions: [] });
  });

  it('points at MEDIA_BASE_URL, and lets the page load media from its origin', async () => {
    const list = await videos(cdn);
    expect(find(list, 'exercise', 10).video?.url).toBe(
      'https://media.example:8443/qis/videos/exercise-squat.mp4',
    );
    expect(find(list, 'workout', 5).video).toEqual({
      url: 'https://media.example:8443/qis/videos/workout-5min.mp4',
      bytes: 123456,
      type: 'video/mp4',
    });
    const csp = String((await call(cdn, 'GET', '/api/status', { token })).headers['content-security-policy']);
    expect(/media-src ([^;]*)/.exec(csp)?.[1]).toContain('https://media.example:8443');
    expect(/img-src ([^;]*)/.exec(csp)?.[1]).toContain('https://media.example:8443');
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain('media.example');
  });

  it('describes real footage in MEDIA_DIR without a media.json from the files themselves', async () => {
    const list = await videos(real);
    const squat = find(list, 'exercise', 10);
    expect(squat).toMatchObject({
      durationSeconds: 42.5,
      video: { bytes: realSquat.length },
      poster: { url: expect.stringContaining('/img/exercise-squat.png?v=') },
      captions: [],
      cues: [{ exercise: 'squat', start: 0, announceAt: null }],
      demonstration: false,
    });
    expect(find(list, 'workout', 1)).toMatchObject({ video: null, cues: [], demonstration: false });
  });
});

describe('the media files', () => {
  const squatUrl = async (instance: FastifyInstance) => {
    const url = find(await videos(instance), 'exercise', 10).video?.url;
    if (!url) throw new Error('no squat video');
    return url;
  };

  it('answers a byte range with 206 and exactly those bytes, never compressed', async () => {
    const url = await squatUrl(testApp.app);
    const response = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { range: 'bytes=100-1099', 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-1099/${generatedSquat.length}`);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(generatedSquat.subarray(100, 1100))).toBe(true);
    expect(response.headers['cache-control']).toBe(MEDIA_IMMUTABLE);
  });

  it('sends whole files uncompressed too, with their types', async () => {
    const video = await testApp.app.inject({
      method: 'GET',
      url: await squatUrl(testApp.app),
      headers: { 'accept-encoding': 'br' },
    });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-encoding']).toBeUndefined();
    expect(video.rawPayload.equals(generatedSquat)).toBe(true);
    const captions = await testApp.app.inject({
      method: 'GET',
      url: '/remotes/mfe-fitness/media/captions/exercise-squat.fr.vtt',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(captions.headers['content-encoding']).toBeUndefined();
    expect(captions.body).toBe(VTT);
    // Unversioned address: cached, but not for a year.
    expect(captions.headers['cache-control']).toBe(MEDIA_UNVERSIONED);
    const poster = await testApp.app.inject({
      method: 'GET',
      url: '/remotes/mfe-fitness/media/img/exercise-squat.jpg',
    });
    expect(poster.headers['content-type']).toBe('image/jpeg');
    // Any page may embed them (a <video> cannot send the member's token).
    expect(poster.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(poster.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers HEAD with the length and no body', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: await squatUrl(testApp.app) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(generatedSquat.length));
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers 416 for a range past the end', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: await squatUrl(testApp.app),
      headers: { range: `bytes=${generatedSquat.length + 10}-` },
    });
    expectApiError(response, 416, 'range-not-satisfiable');
    expect(response.headers['content-range']).toBe(`bytes */${generatedSquat.length}`);
  });

  it('names the file for a download', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `${await squatUrl(testApp.app)}&download=1`,
    });
    expect(response.headers['content-disposition']).toBe('attachment; filename="exercise-squat.mp4"');
  });

  it('answers 404 for a missing file and refuses other names', async () => {
    expectApiError(
      await testApp.app.inject({ method: 'GET', url: '/remotes/mfe-fitness/media/videos/workout-5min.mp4' }),
      404,
    );
    expectApiError(
      await testApp.app.inject({ method: 'GET', url: '/remotes/mfe-fitness/media/videos/media.json' }),
      404,
    );
    for (const url of [
      '/remotes/mfe-fitness/media/other/exercise-squat.mp4',
      '/remotes/mfe-fitness/media/videos/%2e%2e%2fmedia.json',
      '/remotes/mfe-fitness/media/videos/exercise-squat.mp4?v=..%2f',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect([400, 404]).toContain(response.statusCode);
      expectApiError(response, response.statusCode);
    }
  });

  it('serves MEDIA_DIR’s file under the same name instead of the generated one', async () => {
    const response = await real.inject({
      method: 'GET',
      url: '/remotes/mfe-fitness/media/videos/exercise-squat.mp4',
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(realSquat)).toBe(true);
    expect(response.rawPayload.equals(generatedSquat)).toBe(false);
  });
});

describe('configuration and probing', () => {
  it('rejects a MEDIA_BASE_URL that is not an http(s) URL', () => {
    for (const value of ['ftp://media.example', 'media.example', 'https://media.example/?x=1']) {
      expect(() => loadConfig({ MEDIA_BASE_URL: value })).toThrow(ConfigError);
    }
    expect(loadConfig({ MEDIA_BASE_URL: 'https://cdn.example/fitness/' }).mediaBaseUrl).toBe(
      'https://cdn.example/fitness',
    );
  });

  it('reads an MP4’s duration wherever its moov box sits, and null for other files', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'qis-mp4-'));
    try {
      writeFile(folder, 'first.mp4', tinyMp4(61.25, 0, true));
      writeFile(folder, 'last.mp4', tinyMp4(1800, 0, false));
      writeFile(folder, 'text.mp4', 'not a video at all, just some words');
      expect(await mp4DurationSeconds(path.join(folder, 'first.mp4'))).toBe(61.25);
      expect(await mp4DurationSeconds(path.join(folder, 'last.mp4'))).toBe(1800);
      expect(await mp4DurationSeconds(path.join(folder, 'text.mp4'))).toBeNull();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
