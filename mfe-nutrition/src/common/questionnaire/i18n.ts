import { registerTranslations } from '@qis/shared';
import en from './locales/en.json';
import fr from './locales/fr.json';
import de from './locales/de.json';
import nl from './locales/nl.json';

/** The questionnaire's labels and messages, and the names of genders and activity levels the result screens show. */
export const QUESTIONNAIRE_NS = 'nutrition-questionnaire';

registerTranslations(QUESTIONNAIRE_NS, { en, fr, de, nl });
