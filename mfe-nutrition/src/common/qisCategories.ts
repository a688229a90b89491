/**
 * The QIS table's 22 food categories, in the order the member picks from (the QIS table and the shopping list group
 * by them). The values are the API's German ids; each locale's name is under `qisCategories.<id>` in the
 * nutrition-common translations.
 */
export const QIS_CATEGORIES = [
  'Alkoholische Getränke',
  'Backwaren',
  'Eier',
  'Fisch und Meeresfrüchte',
  'Geflügel',
  'Gemüse',
  'Getreide',
  'Hammel und Lamm',
  'Kalb',
  'Käse',
  'Milchprodukte',
  'Nüsse und Samen',
  'Obst',
  'Pflanzliche Fette und Öle',
  'Pilze',
  'Rind',
  'Schwein',
  'Süßwaren',
  'Säfte',
  'Tierische Fette',
  'Wurstwaren',
  'Fast Food',
] as const;

export type QisCategory = (typeof QIS_CATEGORIES)[number];
