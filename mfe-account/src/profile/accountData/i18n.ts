import { registerTranslations } from '@qis/shared';
import en from './locales/en.json';
import fr from './locales/fr.json';
import de from './locales/de.json';
import nl from './locales/nl.json';

export const ACCOUNT_DATA_NS = 'account-data';

registerTranslations(ACCOUNT_DATA_NS, { en, fr, de, nl });
