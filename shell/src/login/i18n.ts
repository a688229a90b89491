import { registerTranslations } from '@qis/shared/sign-in';
import en from './locales/en.json';
import fr from './locales/fr.json';
import de from './locales/de.json';
import nl from './locales/nl.json';

export const LOGIN_NS = 'shell-login';

registerTranslations(LOGIN_NS, { en, fr, de, nl });
