// The fitness media the build generated (mfe-fitness/media-dist), probed file by file with the same
// ffmpeg that made them, then fetched from the running portal as a player would. No browser page:
// the media exist only after `scripts/build.mjs`, which `npm run test:e2e` runs before Playwright.
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import type { FitnessVideosResponse } from '@qis/contract/api';
import { DEMO } from './support';

const MEDIA = path.join(__dirname, '..', 'mfe-fitness', 'media-dist');

interface Entry {
  id: number;
  kind: 'exercise' | 'workout';
  minutes?: number;
  durationSeconds: number;
  video: { file: string; bytes: number; width: number; height: number };
  poster: { file: string; width: number; height: number };
  captions: { locale: string; file: string }[];
  announcements: number[];
}

const manifest = JSON.parse(readFileSync(path.join(MEDIA, 'media.json'), 'utf8')) as { videos: Entry[] };

/** What ffmpeg says about a file (it exits 1 without an output: only its report matters). */
const describe = (file: string) =>
  spawnSync(ffmpeg.path, ['-hide_banner', '-nostdin', '-i', path.join(MEDIA, file)], { encoding: 'utf8' })
    .stderr;

const durationOf = (report: string) => {
  const match = /Duration: (\d+):(\d+):(\d+\.\d+)/.exec(report);
  if (!match) throw new Error(`no duration in ${report}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
};

/** The top-level MP4 boxes in file order: faststart puts moov before mdat. */
function topLevelBoxes(file: string): string[] {
  const handle = openSync(path.join(MEDIA, file), 'r');
  const size = statSync(path.join(MEDIA, file)).size;
  const header = Buffer.alloc(16);
  const types: string[] = [];
  try {
    for (let offset = 0; offset + 8 <= size;) {
      readSync(handle, header, 0, 16, offset);
      let length = header.readUInt32BE(0);
      if (length === 1) length = Number(header.readBigUInt64BE(8));
      types.push(header.toString('latin1', 4, 8));
      if (length < 8) break;
      offset += length;
    }
  } finally {
    closeSync(handle);
  }
  return types;
}

test.describe('generated fitness media', () => {
  test('media.json lists the 11 exercises and the 11 workouts', () => {
    expect(manifest.videos.filter((video) => video.kind === 'exercise').map((video) => video.id)).toEqual(
      Array.from({ length: 11 }, (_, index) => index + 1),
    );
    expect(manifest.videos.filter((video) => video.kind === 'workout').map((video) => video.minutes)).toEqual(
      [1, 2, 3, 4, 5, 8, 10, 15, 20, 25, 30],
    );
  });

  for (const entry of manifest.videos) {
    test(`${entry.video.file}: H.264, faststart, the right length, poster and captions`, () => {
      const report = describe(entry.video.file);
      expect(report).toMatch(/Video: h264 .*yuv420p.*, 480x270/);
      const expected = entry.kind === 'exercise' ? 60 : entry.minutes! * 60;
      const duration = durationOf(report);
      expect(Math.abs(duration - expected)).toBeLessThanOrEqual(entry.kind === 'exercise' ? 2 : 5);
      expect(Math.abs(duration - entry.durationSeconds)).toBeLessThan(0.1);
      if (entry.kind === 'workout') expect(report).toMatch(/Audio: aac/);
      else expect(report).not.toMatch(/Audio:/);
      const boxes = topLevelBoxes(entry.video.file);
      expect(boxes.indexOf('moov')).toBeGreaterThanOrEqual(0);
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
      expect(statSync(path.join(MEDIA, entry.video.file)).size).toBe(entry.video.bytes);
      expect(describe(entry.poster.file)).toMatch(
        new RegExp(`, ${entry.poster.width}x${entry.poster.height}`),
      );
      expect(entry.captions.map((track) => track.locale).sort()).toEqual(['de', 'en', 'fr', 'nl']);
      for (const track of entry.captions) {
        expect(readFileSync(path.join(MEDIA, track.file), 'utf8')).toMatch(/^WEBVTT\n/);
      }
    });
  }

  test('the 5-minute workout’s sound holds 4 announcements, each 10 s before an exercise change', () => {
    const workout = manifest.videos.find((video) => video.minutes === 5)!;
    expect(workout.announcements).toEqual([50, 110, 170, 230]);
    const { stderr } = spawnSync(
      ffmpeg.path,
      [
        '-hide_banner',
        '-nostdin',
        '-i',
        path.join(MEDIA, workout.video.file),
        '-map',
        '0:a',
        '-af',
        'silencedetect=n=-40dB:d=2',
        '-f',
        'null',
        '-',
      ],
      { encoding: 'utf8' },
    );
    // Each sound starts where a silence ends: the tone at the announcement time.
    const sounds = [...stderr.matchAll(/silence_end: (\d+(?:\.\d+)?)/g)].map((match) => Number(match[1]));
    const starts = sounds.filter((time) => time < 299);
    expect(starts).toHaveLength(4);
    starts.forEach((time, index) => expect(Math.abs(time - workout.announcements[index]!)).toBeLessThan(0.3));
  });

  test('the API lists every generated video as a demonstration, with the durations measured', async ({
    request,
  }) => {
    const login = await request.post('/api/auth/login', {
      data: { email: DEMO.email, pass: DEMO.password },
      headers: { 'x-xsrf-token': 'e2e', cookie: 'XSRF-TOKEN=e2e' },
    });
    expect(login.status()).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const response = await request.get('/api/fitness/videos', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.status()).toBe(200);
    const { videos } = (await response.json()) as FitnessVideosResponse;
    expect(videos).toHaveLength(22);
    for (const video of videos) {
      const entry = manifest.videos.find((item) => item.kind === video.kind && item.id === video.id)!;
      expect(video.demonstration).toBe(true);
      expect(video.durationSeconds).toBe(entry.durationSeconds);
      expect(video.video?.url).toMatch(new RegExp(`^/remotes/mfe-fitness/media/${entry.video.file}\\?v=`));
      expect(video.video?.bytes).toBe(entry.video.bytes);
      expect(video.captions).toHaveLength(4);
      expect(video.poster).not.toBeNull();
      // The address the page uses answers, with a year of caching.
      const poster = await request.get(video.poster!.url);
      expect(poster.status()).toBe(200);
      expect(poster.headers()['cache-control']).toContain('immutable');
    }
  });

  test('the portal serves a workout with byte ranges, uncompressed', async ({ request }) => {
    const url = '/remotes/mfe-fitness/media/videos/workout-30min.mp4';
    const head = await request.head(url);
    expect(head.status()).toBe(200);
    expect(head.headers()['accept-ranges']).toBe('bytes');
    const size = Number(head.headers()['content-length']);
    const ranged = await request.get(url, {
      headers: { range: `bytes=${size - 1000}-`, 'accept-encoding': 'br, gzip' },
    });
    expect(ranged.status()).toBe(206);
    expect(ranged.headers()['content-range']).toBe(`bytes ${size - 1000}-${size - 1}/${size}`);
    expect(ranged.headers()['content-encoding']).toBeUndefined();
    expect((await ranged.body()).length).toBe(1000);
  });
});
