// API-shaped answers of GET /api/fitness/videos for the fitness remote's tests.
import type { FitnessVideo, FitnessVideosResponse } from '@qis/contract/api';
import { EXERCISE_KEYS, LOCALES, WORKOUT_MINUTES, type VideoCue } from '@qis/contract';

/** A workout of N minutes: N one-minute exercises, each after the first announced 10 s ahead. */
export function workoutCues(minutes: number): VideoCue[] {
  return Array.from({ length: minutes }, (_, index) => ({
    exercise: EXERCISE_KEYS[(index * 3) % EXERCISE_KEYS.length] ?? 'squat',
    start: index * 60,
    announceAt: index === 0 ? null : index * 60 - 10,
  }));
}

const files = (kind: string, id: number) => ({
  video: { url: `/videos/${kind}-${id}.mp4`, bytes: 2_345_678 + id * 1000, type: 'video/mp4' },
  poster: { url: `/img/${kind}-${id}.jpg` },
  captions: LOCALES.map((locale) => ({
    locale,
    url: `/videos/${kind}-${id}.${locale}.vtt`,
  })),
});

export function exerciseVideo(id: number): FitnessVideo {
  const exercise = EXERCISE_KEYS[id - 1] ?? 'squat';
  return {
    id,
    kind: 'exercise',
    exercise,
    durationSeconds: 60,
    ...files('exercise', id),
    cues: [{ exercise, start: 0, announceAt: null }],
    demonstration: true,
  };
}

export function workoutVideo(id: number): FitnessVideo {
  const minutes = WORKOUT_MINUTES[id - 1] ?? 1;
  return {
    id,
    kind: 'workout',
    minutes,
    durationSeconds: minutes * 60,
    ...files('workout', id),
    cues: workoutCues(minutes),
    demonstration: true,
  };
}

/** The whole studio: 11 exercises and 11 workouts, every file present. */
export const studioVideos = (): FitnessVideosResponse => ({
  videos: [
    ...EXERCISE_KEYS.map((_, index) => exerciseVideo(index + 1)),
    ...WORKOUT_MINUTES.map((_, index) => workoutVideo(index + 1)),
  ],
});
