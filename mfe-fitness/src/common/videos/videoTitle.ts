import type { TFunction } from 'i18next';
import type { FitnessVideo } from '@qis/contract/api';
import { EXERCISES_NS } from '../i18n';
import { VIDEOS_NS } from './i18n';

export interface VideoTitle {
  title: string;
  /** A workout's nickname; none for a single exercise. */
  nickname: string | null;
}

/** An exercise video is named by its exercise; a workout by its length ("Environ 8 minutes - entraînement") and nickname. */
export function videoTitle(video: FitnessVideo, t: TFunction): VideoTitle {
  if (video.kind === 'exercise' && video.exercise) {
    return { title: t(`names.${video.exercise}`, { ns: EXERCISES_NS }), nickname: null };
  }
  const minutes = video.minutes ?? Math.round(video.durationSeconds / 60);
  return {
    title: t('workout.title', { ns: VIDEOS_NS, count: minutes }),
    nickname: t(`workout.nicknames.m${minutes}`, { ns: VIDEOS_NS, defaultValue: '' }) || null,
  };
}
