import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EXERCISE_KEYS, LOCALES as CONTRACT_LOCALES, type ExerciseKey, type Locale } from '@qis/contract';

export const LOCALES: readonly Locale[] = CONTRACT_LOCALES;

/** The words of mfe-fitness/src/common/locales/<locale>.json the media use (shared with the screens). */
export interface MediaWords {
  names: Record<ExerciseKey, string>;
  media: { now: string; next: string; lastExercise: string; announcement: string };
}

/** The mfe-fitness folder, found upwards from here (works from src/ under jest and from dist/). */
export function fitnessRoot(from = __dirname): string {
  let folder = from;
  for (;;) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest) && readFileSync(manifest, 'utf8').includes('"@qis/mfe-fitness"')) return folder;
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`no mfe-fitness package above ${from}`);
    folder = parent;
  }
}

export const localesFolder = () => path.join(fitnessRoot(), 'src', 'common', 'locales');

export function readWords(folder = localesFolder()): Record<Locale, MediaWords> {
  const words = {} as Record<Locale, MediaWords>;
  for (const locale of LOCALES) {
    const file = path.join(folder, `${locale}.json`);
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as MediaWords;
    for (const key of EXERCISE_KEYS) {
      if (typeof parsed.names?.[key] !== 'string') throw new Error(`${file}: names.${key} is missing`);
    }
    for (const key of ['now', 'next', 'lastExercise', 'announcement'] as const) {
      if (typeof parsed.media?.[key] !== 'string') throw new Error(`${file}: media.${key} is missing`);
    }
    words[locale] = parsed;
  }
  return words;
}

/** i18next's {{name}} interpolation, the only one these texts use. */
export const fill = (template: string, name: string) => template.replace(/{{\s*name\s*}}/g, name);

/** The spoken locale: FITNESS_VOICE_LOCALE, French by default. */
export function voiceLocale(value = process.env.FITNESS_VOICE_LOCALE): Locale {
  const locale = (value?.trim() || 'fr').toLowerCase();
  if (!(LOCALES as readonly string[]).includes(locale)) {
    throw new Error(`FITNESS_VOICE_LOCALE must be one of ${LOCALES.join(', ')} (got "${value}")`);
  }
  return locale as Locale;
}
