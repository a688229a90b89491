/** The 11 exercises of the fitness studio, in the studio's order (exercise video ids 1 to 11). */
export const EXERCISE_KEYS = [
  'jumpingJack',
  'jumpingJackFrontBack',
  'runningOnTheSpot',
  'stepJumps',
  'calfRaises',
  'downhillSkiing',
  'frog',
  'jumpLeftRight',
  'lunge',
  'squat',
  'womanPushUp',
] as const;
export type ExerciseKey = (typeof EXERCISE_KEYS)[number];

/** The workouts' lengths in minutes, in order (workout video ids 1 to 11). */
export const WORKOUT_MINUTES = [1, 2, 3, 4, 5, 8, 10, 15, 20, 25, 30] as const;

/** One exercise within a video: when it starts and when the next one is announced (10 s before it). */
export interface VideoCue {
  exercise: ExerciseKey;
  /** Seconds from the start of the video. */
  start: number;
  /** Seconds from the start of the video at which this exercise is announced; null for the first. */
  announceAt: number | null;
}
