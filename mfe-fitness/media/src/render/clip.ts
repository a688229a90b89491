import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import type { Exercise } from '../figure/exercises';
import { createFrame, drawExercise, FPS, HEIGHT, WIDTH } from './draw';
import { FFMPEG, ffmpeg } from './ffmpeg';

/**
 * The encoding every exercise clip shares, so a workout can join them by stream copy: H.264 main
 * profile, yuv420p (every browser plays it), a keyframe every 4 s for seeking, no B-frame surprises.
 */
export const VIDEO_ENCODING = [
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-tune',
  'animation',
  '-crf',
  '30',
  '-profile:v',
  'main',
  '-pix_fmt',
  'yuv420p',
  '-g',
  String(FPS * 4),
  '-r',
  String(FPS),
];

/** Renders `seconds` of the exercise, frame by frame, piped raw into ffmpeg; returns when the MP4 is written. */
export async function renderClip(exercise: Exercise, seconds: number, output: string): Promise<void> {
  const frames = Math.round(seconds * FPS);
  const encoder = ffmpeg([
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgba',
    '-s',
    `${WIDTH}x${HEIGHT}`,
    '-r',
    String(FPS),
    '-i',
    'pipe:0',
    ...VIDEO_ENCODING,
    '-an',
    '-movflags',
    '+faststart',
    '-y',
    output,
  ]);
  const frame = createFrame();
  for (let index = 0; index < frames; index += 1) {
    drawExercise(frame, exercise, index / FPS, index / (frames - 1));
    await encoder.write(Buffer.from(frame.canvas.data()));
  }
  await encoder.done();
}

/** The poster: the movement at its most telling, as a JPEG the size of the video. */
export async function renderPoster(exercise: Exercise, output: string): Promise<void> {
  const frame = createFrame();
  drawExercise(frame, exercise, exercise.posterAt * exercise.cycleSeconds, null);
  await writeFile(output, frame.canvas.toBuffer('image/jpeg', 86));
}

/** A workout's poster: its first exercises side by side (up to three), so workouts look different. */
export async function renderWorkoutPoster(exercises: readonly Exercise[], output: string): Promise<void> {
  const frame = createFrame();
  frame.context.fillStyle = '#ffffff';
  frame.context.fillRect(0, 0, WIDTH, HEIGHT);
  const shown = exercises.slice(0, 3);
  const width = Math.floor(WIDTH / shown.length);
  shown.forEach((exercise, index) => {
    drawExercise(frame, exercise, exercise.posterAt * exercise.cycleSeconds, null, {
      x: index * width,
      y: 0,
      width: index === shown.length - 1 ? WIDTH - index * width : width - 2,
      height: HEIGHT,
    });
  });
  await writeFile(output, frame.canvas.toBuffer('image/jpeg', 86));
}

/** The duration ffmpeg reads from a media file's header, in seconds. */
export function probeDuration(file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(FFMPEG, ['-hide_banner', '-nostdin', '-i', file], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      const match = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
      if (!match) reject(new Error(`no duration for ${file}: ${stderr.slice(-500)}`));
      else resolve(Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]));
    });
  });
}
