import { describe, expect, it } from '@jest/globals';
import { WORKOUT_MINUTES } from '@qis/contract';
import { ANNOUNCE_BEFORE_SECONDS, cuesOf, LOWER_BODY, WARM_UP, workoutExercises } from './schedule';

describe('workoutExercises', () => {
  it.each(WORKOUT_MINUTES)(
    'a %i-minute workout: one exercise a minute, warm-up first, legs and upper body in turn',
    (minutes) => {
      const exercises = workoutExercises(minutes);
      expect(exercises).toHaveLength(minutes);
      expect(exercises[0]).toBe(WARM_UP);
      exercises.forEach((exercise, index) => {
        if (index === 0) return;
        expect(exercise).not.toBe(exercises[index - 1]);
        expect(LOWER_BODY.includes(exercise)).toBe(index % 2 === 1);
      });
    },
  );

  it('uses every exercise in the 30-minute workout', () => {
    expect(new Set(workoutExercises(30)).size).toBe(11);
  });
});

describe('cuesOf', () => {
  it('announces each change exactly 10 s before it: a 5-minute workout has 4 announcements', () => {
    const cues = cuesOf(workoutExercises(5));
    expect(cues.map((cue) => cue.start)).toEqual([0, 60, 120, 180, 240]);
    const announcements = cues.flatMap((cue) => (cue.announceAt === null ? [] : [cue.announceAt]));
    expect(announcements).toEqual([50, 110, 170, 230]);
    cues.slice(1).forEach((cue) => expect(cue.start - cue.announceAt!).toBe(ANNOUNCE_BEFORE_SECONDS));
  });

  it('does not announce the first exercise, nor anything in a single-exercise video', () => {
    expect(cuesOf(['squat'])).toEqual([{ exercise: 'squat', start: 0, announceAt: null }]);
    expect(cuesOf(workoutExercises(30)).filter((cue) => cue.announceAt !== null)).toHaveLength(29);
  });
});
