import type { ExerciseKey, VideoCue } from '@qis/contract';

/** Where a guided workout stands at one moment of its video. */
export interface WorkoutPosition {
  /** Index of the current exercise in the cues. */
  index: number;
  current: ExerciseKey;
  /** Seconds until the next exercise starts (or the workout ends). */
  exerciseLeft: number;
  workoutLeft: number;
  /** 0 to 100, whole numbers. */
  percentDone: number;
  next: ExerciseKey | null;
  /** The index of the next exercise while its announcement is due (from 10 s before it), else null. */
  announcing: number | null;
  /** 3, 2, 1 during the last three seconds before the next exercise, else null. */
  countdown: number | null;
}

/** The seconds of the countdown before each change. */
export const COUNTDOWN_SECONDS = 3;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The guided view's one source of truth: everything it shows follows from the video's current time, so
 * playing, pausing, seeking or skipping can never put the view out of step with the picture.
 * `cues` are sorted by start (the first at 0); `duration` is the video's length in seconds.
 */
export function positionAt(time: number, cues: readonly VideoCue[], duration: number): WorkoutPosition {
  const first = cues[0];
  if (!first) throw new Error('a workout has at least one exercise');
  const t = clamp(Number.isFinite(time) ? time : 0, 0, duration);
  let index = 0;
  for (let i = 1; i < cues.length; i += 1) {
    if ((cues[i]?.start ?? Infinity) <= t) index = i;
  }
  const current = cues[index] ?? first;
  const nextCue = cues[index + 1] ?? null;
  const end = nextCue ? nextCue.start : duration;
  const exerciseLeft = Math.max(0, end - t);
  const announceAt = nextCue ? (nextCue.announceAt ?? nextCue.start) : null;
  const announcing = nextCue && announceAt !== null && t >= announceAt ? index + 1 : null;
  const countdown =
    nextCue && exerciseLeft > 0 && exerciseLeft <= COUNTDOWN_SECONDS ? Math.ceil(exerciseLeft) : null;
  return {
    index,
    current: current.exercise,
    exerciseLeft,
    workoutLeft: Math.max(0, duration - t),
    percentDone: duration > 0 ? Math.floor((t / duration) * 100) : 0,
    next: nextCue ? nextCue.exercise : null,
    announcing,
    countdown,
  };
}

/** Where "skip" goes: the next exercise's start, or the end of the workout from the last one. */
export function skipTarget(time: number, cues: readonly VideoCue[], duration: number): number {
  const next = cues.find((cue) => cue.start > time + 0.001);
  return next ? next.start : duration;
}

/** Where "back" goes: this exercise's start, or the one before when within its first 2 seconds. */
export function backTarget(time: number, cues: readonly VideoCue[]): number {
  const starts = cues.map((cue) => cue.start).filter((start) => start <= time - 2);
  return starts.at(-1) ?? 0;
}

/** m:ss, for the time left. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds - 1e-6));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
