import { registerTranslations } from '@qis/shared';
import en from './locales/en.json';
import fr from './locales/fr.json';
import de from './locales/de.json';
import nl from './locales/nl.json';

/** Words several nutrition features share: table headings, units, the disclaimer, a recipe's headings, range notes. */
export const NUTRITION_COMMON_NS = 'nutrition-common';

registerTranslations(NUTRITION_COMMON_NS, { en, fr, de, nl });
