import { spawn } from 'node:child_process';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';

/** The ffmpeg binary @ffmpeg-installer ships for this platform (a static GPLv3 build with libx264). */
export const FFMPEG = ffmpegInstaller.path;

export interface FfmpegRun {
  /** Writes to ffmpeg's standard input, waiting when its pipe is full. */
  write(chunk: Buffer): Promise<void>;
  /** Closes the input and resolves when ffmpeg has finished (rejects with its last lines on failure). */
  done(): Promise<void>;
}

/** Starts ffmpeg quietly with these arguments; what it prints is kept for the error message only. */
export function ffmpeg(args: string[]): FfmpegRun {
  const child = spawn(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-nostdin', ...args], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const finished = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg ${args.join(' ')} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
  // A failed ffmpeg closes its input: the error comes from `finished`, not from the pipe.
  child.stdin.on('error', () => undefined);
  return {
    write: (chunk) =>
      new Promise<void>((resolve) => {
        if (child.stdin.write(chunk)) resolve();
        else child.stdin.once('drain', () => resolve());
      }),
    done: async () => {
      child.stdin.end();
      await finished;
    },
  };
}

/** Runs ffmpeg to completion with no input. */
export const runFfmpeg = (args: string[]) => ffmpeg(args).done();
