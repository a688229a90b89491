import { registerTranslations } from '@qis/shared/sign-in';
import en from './locales/en.json';
import fr from './locales/fr.json';
import de from './locales/de.json';
import nl from './locales/nl.json';

export const LANGUAGE_NS = 'shell-language';

registerTranslations(LANGUAGE_NS, { en, fr, de, nl });
