import { QIS_CATEGORIES, type QisCategory } from '@qis/contract';
import { findAny, type Match } from './text';

/** The QIS table's categories (ids of content/categories.json) as members name them, in four languages. */
const CATEGORY_WORDS: Readonly<Record<QisCategory, readonly string[]>> = {
  'Alkoholische Getränke': ['alcohol*', 'alcool*', 'alkohol*', 'alcoholische dranken'],
  Backwaren: [
    'bread*',
    'baked goods',
    'pains',
    'patisserie*',
    'viennoiserie*',
    'brot*',
    'backware*',
    'brood',
    'gebak*',
  ],
  Eier: ['eggs', 'oeufs', 'eier', 'eieren'],
  'Fisch und Meeresfrüchte': [
    'fish*',
    'seafood',
    'poisson*',
    'fruits de mer',
    'fisch*',
    'meeresfrucht*',
    'vis',
    'zeevrucht*',
  ],
  Geflügel: ['poultry', 'volaille*', 'geflugel', 'gevogelte'],
  Gemüse: ['vegetable*', 'veggie*', 'legume*', 'gemuse*', 'groente*'],
  Getreide: ['cereal*', 'grains', 'cereale*', 'feculent*', 'getreide*', 'graanproduct*', 'granen'],
  'Hammel und Lamm': ['lamb', 'mutton', 'agneau', 'mouton', 'lamm', 'hammel', 'lamsvlees', 'schapenvlees'],
  Kalb: ['veal', 'veau', 'kalb*', 'kalfsvlees'],
  Käse: ['cheese*', 'fromage*', 'kase', 'kaas', 'kazen'],
  Milchprodukte: ['dairy', 'milk products', 'produits laitiers', 'laitage*', 'milchprodukt*', 'zuivel*'],
  'Nüsse und Samen': [
    'nuts',
    'seeds',
    'noix',
    'fruits a coque',
    'graines',
    'nusse',
    'samen',
    'noten',
    'zaden',
  ],
  Obst: ['fruit', 'fruits', 'obst', 'fruitsoorten'],
  'Pflanzliche Fette und Öle': ['oils', 'huiles', 'ole', 'olien', 'vegetable fats'],
  Pilze: ['mushroom*', 'champignon*', 'pilz*', 'paddenstoel*'],
  Rind: ['beef', 'boeuf', 'rindfleisch', 'rundvlees'],
  Schwein: ['pork', 'porc', 'schweinefleisch', 'varkensvlees'],
  Süßwaren: [
    'sweets',
    'candy',
    'confectionery',
    'sucreries',
    'confiserie*',
    'sussigkeit*',
    'susswaren',
    'snoep*',
    'zoetwaren',
  ],
  Säfte: ['juices', 'jus de fruits', 'safte', 'sappen'],
  'Tierische Fette': ['animal fats', 'matieres grasses animales', 'tierische fette', 'dierlijke vetten'],
  Wurstwaren: ['sausages', 'cold cuts', 'charcuterie*', 'wurstwaren', 'wurste', 'vleeswaren'],
  'Fast Food': ['fast food', 'fastfood', 'restauration rapide', 'imbiss'],
};

export function findCategory(words: readonly string[]): { category: string; match: Match } | null {
  let best: { category: string; match: Match } | null = null;
  for (const [category, keywords] of Object.entries(CATEGORY_WORDS)) {
    const match = findAny(words, keywords, false);
    if (match && (!best || match.end - match.start > best.match.end - best.match.start)) {
      best = { category, match };
    }
  }
  return best;
}

export const CATEGORY_IDS: readonly string[] = QIS_CATEGORIES;
