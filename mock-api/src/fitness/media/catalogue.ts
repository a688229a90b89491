import { EXERCISE_KEYS, LOCALES, type ExerciseKey, type Locale } from '@qis/contract';
import path from 'node:path';
import { WORKOUT_LENGTHS } from '../sessions/service';

export const CAPTION_LOCALES: readonly Locale[] = LOCALES;

/** Where the page finds the media on this server: beside the fitness remote, which owns them. */
export const MEDIA_PATH = '/remotes/mfe-fitness/media';

/** The folders of a media folder, and the files each may hold. */
export const MEDIA_FOLDERS = {
  videos: /^[a-z0-9][a-z0-9-]*\.mp4$/,
  img: /^[a-z0-9][a-z0-9-]*\.(jpg|jpeg|png|webp)$/,
  captions: new RegExp(`^[a-z0-9][a-z0-9-]*\\.(${LOCALES.join('|')})\\.vtt$`),
} as const;
export type MediaFolder = keyof typeof MEDIA_FOLDERS;

export interface CatalogueEntry {
  id: number;
  kind: 'exercise' | 'workout';
  exercise?: ExerciseKey;
  minutes?: number;
  /** The files' common name: videos/<base>.mp4, img/<base>.jpg, captions/<base>.<locale>.vtt. */
  base: string;
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The 22 videos of the studio and their file names. Real footage in MEDIA_DIR uses the same names
 * (the generator in mfe-fitness/media writes them too), so one folder replaces the other.
 */
export function catalogue(): CatalogueEntry[] {
  return [
    ...EXERCISE_KEYS.map((exercise, index) => ({
      id: index + 1,
      kind: 'exercise' as const,
      exercise,
      base: `exercise-${kebab(exercise)}`,
    })),
    ...WORKOUT_LENGTHS.map((minutes, index) => ({
      id: index + 1,
      kind: 'workout' as const,
      minutes,
      base: `workout-${minutes}min`,
    })),
  ];
}

/** The folder served: MEDIA_DIR, or the media the fitness remote's build generates. */
export const mediaRoot = (config: { mediaDir: string | null; appsDir: string }) =>
  config.mediaDir ?? path.join(config.appsDir, 'mfe-fitness', 'media-dist');
