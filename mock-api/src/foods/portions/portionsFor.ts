import type { Locale } from '@qis/contract';
import type { CatalogueFood } from '../repository';
import { normalize, words } from '../search/normalize';
import { DEFAULT_GRAMS, STANDARD_PORTIONS, type StandardPortion } from './standardPortions';
import { UNIT_LABELS, type HouseholdUnit } from './units';

/** A household portion of a food: its grams and where the figure comes from. */
export interface HouseholdPortion {
  unit: HouseholdUnit;
  grams: number;
  /**
   * `table`: the food's own table gives it (its label then names it, "1 apple"); `standard`: the
   * QIS table of standard portions names this food; `default`: the unit's usual measure.
   */
  source: 'table' | 'standard' | 'default';
  /** "1 glass" in the locale asked, or the table's own label ("1 apple") for a `table` portion. */
  label: string;
}

const unitLabel = (unit: HouseholdUnit, locale: Locale): string => `1 ${UNIT_LABELS[locale][unit].one}`;

/** The first one, two and three words of each of the food's names, every language ("pomme de terre"). */
function heads(food: CatalogueFood): Set<string> {
  const found = new Set<string>();
  for (const name of Object.values(food.names)) {
    const nameWords = words(normalize(name ?? ''));
    for (let size = 1; size <= Math.min(3, nameWords.length); size += 1) {
      found.add(nameWords.slice(0, size).join(' '));
    }
  }
  return found;
}

const rowFor = (food: CatalogueFood, unit: HouseholdUnit): StandardPortion | undefined => {
  const names = heads(food);
  return STANDARD_PORTIONS.find((row) => row.unit === unit && row.foods.some((word) => names.has(word)));
};

const tablePortion = (food: CatalogueFood, locale: Locale): HouseholdPortion | null =>
  food.portionGrams === null
    ? null
    : {
        unit: 'portion',
        grams: food.portionGrams,
        source: 'table',
        label: food.portionLabel ?? unitLabel('portion', locale),
      };

/**
 * The household portions of a food, labelled in `locale`: the table's own first, then every
 * measure the standard table names it for (one each). A food neither names gets none: a guess of
 * what one of it weighs would be a figure without a source.
 */
export function portionsFor(food: CatalogueFood, locale: Locale): HouseholdPortion[] {
  const own = tablePortion(food, locale);
  const portions: HouseholdPortion[] = own ? [own] : [];
  const names = heads(food);
  for (const row of STANDARD_PORTIONS) {
    if (portions.some((portion) => portion.unit === row.unit)) continue;
    if (row.foods.some((word) => names.has(word))) {
      portions.push({
        unit: row.unit,
        grams: row.grams,
        source: 'standard',
        label: unitLabel(row.unit, locale),
      });
    }
  }
  return portions;
}

/**
 * The portion of `food` for one `unit` the member named: the table's own for a piece or a portion
 * when it has one, else the standard table's, else the unit's default; null when nothing says what
 * one piece of that food weighs.
 */
export function portionOf(food: CatalogueFood, unit: HouseholdUnit, locale: Locale): HouseholdPortion | null {
  const own = tablePortion(food, locale);
  if ((unit === 'piece' || unit === 'portion') && own) return own;
  const row = rowFor(food, unit);
  if (row) return { unit, grams: row.grams, source: 'standard', label: unitLabel(unit, locale) };
  const grams = DEFAULT_GRAMS[unit];
  return grams === undefined ? null : { unit, grams, source: 'default', label: unitLabel(unit, locale) };
}
