import { registerTranslations } from '@qis/shared';
import en from './locales/en.json';
import fr from './locales/fr.json';
import de from './locales/de.json';
import nl from './locales/nl.json';

export const PASSWORD_NS = 'shell-password';

registerTranslations(PASSWORD_NS, { en, fr, de, nl });
