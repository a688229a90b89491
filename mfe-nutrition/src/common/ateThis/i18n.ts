import { registerTranslations } from '@qis/shared';
import en from './locales/en.json';
import fr from './locales/fr.json';
import de from './locales/de.json';
import nl from './locales/nl.json';

export const ATE_THIS_NS = 'nutrition-ate-this';

registerTranslations(ATE_THIS_NS, { en, fr, de, nl });
