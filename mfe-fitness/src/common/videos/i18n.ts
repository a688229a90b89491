import { registerTranslations } from '@qis/shared';
import en from './locales/en.json';
import fr from './locales/fr.json';
import de from './locales/de.json';
import nl from './locales/nl.json';

/** The videos' titles ("Environ 8 minutes - entraînement" and a nickname) and load states, for the studio and the guided view. */
export const VIDEOS_NS = 'fitness-videos';

registerTranslations(VIDEOS_NS, { en, fr, de, nl });
