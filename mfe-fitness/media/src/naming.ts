import type { ExerciseKey } from '@qis/contract';

/**
 * The files' common names (videos/<base>.mp4, img/<base>.jpg, captions/<base>.<locale>.vtt), the
 * same the API server looks for in MEDIA_DIR (mock-api/src/fitness/media/catalogue.ts), so real
 * footage under these names replaces the generated media.
 */
export const exerciseBase = (key: ExerciseKey) =>
  `exercise-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
export const workoutBase = (minutes: number) => `workout-${minutes}min`;
