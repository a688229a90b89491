import { registerTranslations } from '@qis/shared';
import en from './locales/en.json';
import fr from './locales/fr.json';
import de from './locales/de.json';
import nl from './locales/nl.json';

export const MY_FOODS_NS = 'nutrition-my-foods';

registerTranslations(MY_FOODS_NS, { en, fr, de, nl });
