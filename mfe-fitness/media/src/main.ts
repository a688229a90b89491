// Generates the fitness studio's demonstration media: 11 exercise clips and 11 workouts with posters,
// WebVTT captions in four languages, spoken announcements, and media.json describing them.
//   node mfe-fitness/media/dist/mfe-fitness/media/src/main.js <output folder> [inputs hash]
// The build runs it (scripts/lib/fitnessMedia.mjs) only when its output is missing or stale.
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EXERCISE_KEYS, WORKOUT_MINUTES, type ExerciseKey, type VideoCue } from '@qis/contract';
import { EXERCISES } from './figure/exercises';
import { fill, LOCALES, readWords, voiceLocale } from './locales';
import { exerciseBase, workoutBase } from './naming';
import { FPS, HEIGHT, WIDTH } from './render/draw';
import { ffmpeg } from './render/ffmpeg';
import { probeDuration, renderClip, renderPoster, renderWorkoutPoster } from './render/clip';
import { announcementTrack, SAMPLE_RATE } from './workout/audio';
import { captionsOf } from './workout/captions';
import { cuesOf, EXERCISE_SECONDS, workoutExercises } from './workout/schedule';
import { speak } from './workout/speech';

export const MEDIA_FORMAT = 1;
/** AAC, mono: the track is mostly silence and one voice. */
const AUDIO_BITRATE = '32k';

interface FileEntry {
  file: string;
  bytes: number;
}

export interface MediaEntry {
  id: number;
  kind: 'exercise' | 'workout';
  exercise?: ExerciseKey;
  minutes?: number;
  /** The i18next key of the title: the exercise's name, or the workout title (with count = minutes). */
  titleKey: string;
  durationSeconds: number;
  video: FileEntry & { type: 'video/mp4'; width: number; height: number; fps: number; codec: 'h264' };
  poster: FileEntry & { width: number; height: number };
  captions: (FileEntry & { locale: string })[];
  cues: VideoCue[];
  /** Seconds at which each announcement (tone then speech) starts: the cues' announceAt. */
  announcements: number[];
  demonstration: true;
}

/** Runs the tasks, `width` at a time: the machine has two cores and x264 uses both. */
async function pool<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
}

async function fileEntry(root: string, file: string): Promise<FileEntry> {
  return { file, bytes: (await stat(path.join(root, file))).size };
}

export async function generate(output: string, inputsHash: string): Promise<MediaEntry[]> {
  const started = Date.now();
  const words = readWords();
  const voice = voiceLocale();
  const work = `${output}.tmp-${process.pid}`;
  await rm(work, { recursive: true, force: true });
  for (const folder of ['videos', 'img', 'captions'])
    await mkdir(path.join(work, folder), { recursive: true });

  const captionFiles = async (base: string, cues: VideoCue[], seconds: number) =>
    Promise.all(
      LOCALES.map(async (locale) => {
        const file = `captions/${base}.${locale}.vtt`;
        await writeFile(path.join(work, file), captionsOf(cues, seconds, words[locale]));
        return { locale, ...(await fileEntry(work, file)) };
      }),
    );

  const videoEntry = async (file: string) => ({
    ...(await fileEntry(work, file)),
    type: 'video/mp4' as const,
    width: WIDTH,
    height: HEIGHT,
    fps: FPS,
    codec: 'h264' as const,
  });

  const entries: MediaEntry[] = [];
  const clipOf = (key: ExerciseKey) => path.join(work, 'videos', `${exerciseBase(key)}.mp4`);

  await pool(EXERCISE_KEYS, 2, async (key) => {
    const base = exerciseBase(key);
    const video = `videos/${base}.mp4`;
    const poster = `img/${base}.jpg`;
    await renderClip(EXERCISES[key], EXERCISE_SECONDS, path.join(work, video));
    await renderPoster(EXERCISES[key], path.join(work, poster));
    const durationSeconds = await probeDuration(path.join(work, video));
    const cues = cuesOf([key]);
    entries.push({
      id: EXERCISE_KEYS.indexOf(key) + 1,
      kind: 'exercise',
      exercise: key,
      titleKey: `fitness-exercises:names.${key}`,
      durationSeconds,
      video: await videoEntry(video),
      poster: { ...(await fileEntry(work, poster)), width: WIDTH, height: HEIGHT },
      captions: await captionFiles(base, cues, durationSeconds),
      cues,
      announcements: [],
      demonstration: true,
    });
  });

  // Each name once, in the videos' spoken language.
  const spoken = await speak(
    EXERCISE_KEYS.map((key) => fill(words[voice].media.announcement, words[voice].names[key])),
    voice,
  );
  const speechOf = (key: ExerciseKey) => spoken[EXERCISE_KEYS.indexOf(key)]!;

  await pool(WORKOUT_MINUTES, 2, async (minutes) => {
    const base = workoutBase(minutes);
    const video = `videos/${base}.mp4`;
    const poster = `img/${base}.jpg`;
    const exercises = workoutExercises(minutes);
    const cues = cuesOf(exercises);
    const seconds = minutes * EXERCISE_SECONDS;
    const list = path.join(work, `${base}.concat.txt`);
    // The concat demuxer joins the clips without re-encoding them; the sound is encoded alongside.
    await writeFile(list, exercises.map((key) => `file '${clipOf(key)}'`).join('\n') + '\n');
    const muxer = ffmpeg([
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      list,
      '-f',
      's16le',
      '-ar',
      String(SAMPLE_RATE),
      '-ac',
      '1',
      '-i',
      'pipe:0',
      '-map',
      '0:v',
      '-map',
      '1:a',
      '-c:v',
      'copy',
      '-c:a',
      'aac',
      '-b:a',
      AUDIO_BITRATE,
      '-movflags',
      '+faststart',
      '-y',
      path.join(work, video),
    ]);
    const announcements = cues.flatMap((cue) => (cue.announceAt === null ? [] : [cue.announceAt]));
    await muxer.write(
      announcementTrack(
        seconds,
        cues.flatMap((cue) =>
          cue.announceAt === null ? [] : [{ at: cue.announceAt, speech: speechOf(cue.exercise) }],
        ),
      ),
    );
    await muxer.done();
    await rm(list);
    await renderWorkoutPoster(
      exercises.map((key) => EXERCISES[key]),
      path.join(work, poster),
    );
    const durationSeconds = await probeDuration(path.join(work, video));
    entries.push({
      id: WORKOUT_MINUTES.indexOf(minutes) + 1,
      kind: 'workout',
      minutes,
      titleKey: 'fitness-videos:workout.title',
      durationSeconds,
      video: await videoEntry(video),
      poster: { ...(await fileEntry(work, poster)), width: WIDTH, height: HEIGHT },
      captions: await captionFiles(base, cues, durationSeconds),
      cues,
      announcements,
      demonstration: true,
    });
  });

  entries.sort((a, b) => (a.kind === b.kind ? a.id - b.id : a.kind === 'exercise' ? -1 : 1));
  const manifest = {
    format: MEDIA_FORMAT,
    generator: 'mfe-fitness/media',
    inputsHash,
    voiceLocale: voice,
    demonstration: true,
    // What this generation cost, for `npm run bench` (bench/media.mjs).
    elapsedSeconds: Math.round((Date.now() - started) / 100) / 10,
    totalBytes: totalBytes(entries),
    videos: entries,
  };
  await writeFile(path.join(work, 'media.json'), JSON.stringify(manifest, null, 2) + '\n');
  // Swap the finished folder in: an interrupted run never leaves a half set behind.
  await rm(output, { recursive: true, force: true });
  await rename(work, output);
  return entries;
}

/** MP4, posters and captions together. */
export const totalBytes = (entries: readonly MediaEntry[]) =>
  entries.reduce(
    (sum, entry) =>
      sum +
      entry.video.bytes +
      entry.poster.bytes +
      entry.captions.reduce((total, track) => total + track.bytes, 0),
    0,
  );

if (require.main === module) {
  const [output, inputsHash = 'manual'] = process.argv.slice(2);
  if (!output) {
    console.error('usage: main.js <output folder> [inputs hash]');
    process.exit(2);
  }
  const started = Date.now();
  generate(path.resolve(output), inputsHash)
    .then((entries) => {
      const bytes = totalBytes(entries);
      console.info(
        `fitness media: ${entries.length} videos in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
          `${(bytes / 1e6).toFixed(1)} MB (${path.relative(process.cwd(), output) || output})`,
      );
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
