import { registerTranslations } from '@qis/shared';
import en from './locales/en.json';
import fr from './locales/fr.json';
import de from './locales/de.json';
import nl from './locales/nl.json';

/**
 * The exercises' names (`names.<ExerciseKey>`) and the words of the media's captions and announcements (`media.*`).
 * One source for the screens and for the media generator (mfe-fitness/media), which reads these JSON files, so a
 * caption or a spoken announcement always names an exercise exactly as its card does.
 */
export const EXERCISES_NS = 'fitness-exercises';

registerTranslations(EXERCISES_NS, { en, fr, de, nl });
