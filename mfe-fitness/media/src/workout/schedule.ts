import type { ExerciseKey, VideoCue } from '@qis/contract';

/** Each exercise lasts a minute; the next one is announced 10 seconds before it starts. */
export const EXERCISE_SECONDS = 60;
export const ANNOUNCE_BEFORE_SECONDS = 10;

/** The warm-up: gentle, whole body, raises the pulse before anything else. */
export const WARM_UP: ExerciseKey = 'runningOnTheSpot';

/**
 * Exercises that work the arms and the whole body, and those that work the legs. A workout alternates
 * the two, so one muscle group rests while the other works; each list is taken in turn, in this order
 * (gentler first).
 */
export const UPPER_AND_WHOLE_BODY: readonly ExerciseKey[] = [
  'jumpingJack',
  'womanPushUp',
  'jumpingJackFrontBack',
  'runningOnTheSpot',
];
export const LOWER_BODY: readonly ExerciseKey[] = [
  'squat',
  'calfRaises',
  'lunge',
  'downhillSkiing',
  'jumpLeftRight',
  'stepJumps',
  'frog',
];

/** The exercises of an N-minute workout: the warm-up, then legs and upper body in turn. */
export function workoutExercises(minutes: number): ExerciseKey[] {
  const sequence: ExerciseKey[] = [WARM_UP];
  let lower = 0;
  let upper = 0;
  while (sequence.length < minutes) {
    const legsTurn = sequence.length % 2 === 1;
    const pool = legsTurn ? LOWER_BODY : UPPER_AND_WHOLE_BODY;
    let next = pool[(legsTurn ? lower++ : upper++) % pool.length]!;
    // Never the same exercise twice in a row (the warm-up is also in the upper-body list).
    if (next === sequence[sequence.length - 1]) next = pool[(legsTurn ? lower++ : upper++) % pool.length]!;
    sequence.push(next);
  }
  return sequence;
}

/** When each exercise starts, and when it is announced (10 s before; the first is not announced). */
export function cuesOf(exercises: readonly ExerciseKey[], exerciseSeconds = EXERCISE_SECONDS): VideoCue[] {
  return exercises.map((exercise, index) => {
    const start = index * exerciseSeconds;
    return { exercise, start, announceAt: index === 0 ? null : start - ANNOUNCE_BEFORE_SECONDS };
  });
}
