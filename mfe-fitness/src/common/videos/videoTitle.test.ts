import { describe, expect, it } from '@jest/globals';
import { i18n, initI18n } from '@qis/shared';
import { WORKOUT_MINUTES } from '@qis/contract';
import { exerciseVideo, workoutVideo } from './videos.fixture';
import { videoTitle } from './videoTitle';

initI18n('fr');

describe('videoTitle', () => {
  it('names every workout "Environ N minutes - entraînement" in French, as the spec gives it, singular for 1, with a nickname', () => {
    const t = i18n.getFixedT('fr');
    const titles = WORKOUT_MINUTES.map((_, index) => videoTitle(workoutVideo(index + 1), t));
    expect(titles.map((title) => title.title)).toEqual(
      WORKOUT_MINUTES.map((minutes) =>
        minutes === 1 ? 'Environ 1 minute - entraînement' : `Environ ${minutes} minutes - entraînement`,
      ),
    );
    const nicknames = titles.map((title) => title.nickname);
    expect(nicknames.every((nickname) => typeof nickname === 'string' && nickname.length > 0)).toBe(true);
    expect(new Set(nicknames).size).toBe(11);
  });

  it('gives every workout a nickname of its own in each language', () => {
    for (const locale of ['en', 'de', 'nl'] as const) {
      const t = i18n.getFixedT(locale);
      const nicknames = WORKOUT_MINUTES.map((_, index) => videoTitle(workoutVideo(index + 1), t).nickname);
      expect(new Set(nicknames).size).toBe(11);
      expect(nicknames).not.toContain(null);
    }
  });

  it('names an exercise video by its exercise, without a nickname', () => {
    expect(videoTitle(exerciseVideo(10), i18n.getFixedT('en'))).toEqual({ title: 'Squat', nickname: null });
    expect(videoTitle(exerciseVideo(7), i18n.getFixedT('fr')).title).toBe('Sauts de grenouille');
  });
});
