import { registerTranslations } from '@qis/shared';
import en from './locales/en.json';
import fr from './locales/fr.json';
import de from './locales/de.json';
import nl from './locales/nl.json';

/** The notice every not-yet-built screen of this remote shows. */
export const PLACEHOLDER_NS = 'coaching-placeholder';

registerTranslations(PLACEHOLDER_NS, { en, fr, de, nl });
