import type { CatalogueFood } from '../../../foods/repository';
import { normalize, words } from '../../../foods/search/normalize';
import { displayName } from '../../../foods/catalogue';
import { findFoods } from '../knowledge/foods';
import type { FoodsService } from '../../../foods/service';
import type { ChatLocale } from '../provider';

/** Dry staples eaten cooked, as members name them (normalised, every language). */
const STAPLES = new Set(
  `pasta pates nudeln spaghetti macaroni rice riz reis rijst lentils lentil lentilles lentille linsen linzen
  beans haricots bohnen bonen chickpeas pois kichererbsen kikkererwten oats oat avoine flocons haferflocken havermout
  quinoa couscous bulgur`.split(/\s+/u),
);
const COOKED = new Set(
  'cooked boiled cuit cuits cuite cuites bouilli gekocht gegart gekookt bereid'.split(' '),
);
const DRY = new Set(
  'raw dry dried uncooked cru crus crue sec secs seche roh trocken ungekocht rauw droog ongekookt'.split(' '),
);

/** Most foods of the same search looked through for the other form. */
const LOOK_FURTHER = 50;

const formOf = (food: CatalogueFood, locale: ChatLocale): 'cooked' | 'dry' | null => {
  const nameWords = words(normalize(displayName(food, locale) ?? ''));
  if (nameWords.some((word) => COOKED.has(word))) return 'cooked';
  if (nameWords.some((word) => DRY.has(word))) return 'dry';
  return null;
};

/**
 * For a dry staple eaten cooked (pasta, rice, lentils, beans, oats), the other form of the food
 * answered (dry for cooked, cooked for dry), from the same search, in its order; null otherwise.
 */
export function otherForm(
  foods: FoodsService,
  query: string,
  answered: CatalogueFood,
  locale: ChatLocale,
): CatalogueFood | null {
  if (!words(normalize(query)).some((word) => STAPLES.has(word))) return null;
  const form = formOf(answered, locale);
  if (form === null) return null;
  const wanted = form === 'cooked' ? 'dry' : 'cooked';
  return (
    findFoods(foods, query, locale, LOOK_FURTHER).find((food) => formOf(food, locale) === wanted) ?? null
  );
}
