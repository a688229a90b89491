import {
  portionOf,
  STANDARD_PORTIONS_CREDIT,
  UNIT_LABELS,
  type PortionPhrase,
} from '../../../foods/portions';
import { CATALOGUE_GRAMS, foodFacts } from '../knowledge/foods';
import { sourceTable } from '../knowledge/sources';
import type { FoodMatch } from '../understanding/food';
import { formatNumber, lines, screen, type AnswerContext } from './context';
import { otherForm } from './otherForm';

/** Most other candidates listed when a name is ambiguous. */
const OTHER_CANDIDATES = 3;

/**
 * A food's QIS and kcal per 100 g, for the amount asked (grams, or a household portion: the grams
 * assumed and where they come from), per the table's portion, its catalogue name and source.
 */
export function composeFood(
  { locale, messages: m, knowledge }: AnswerContext,
  match: FoodMatch,
  grams: number | null,
  phrase: PortionPhrase | null,
): string {
  const [best, ...others] = match.foods;
  const n = (value: number, digits = 0) => formatNumber(locale, value, digits);
  if (!best) {
    const closest = (match.closest ?? [])
      .slice(0, OTHER_CANDIDATES)
      .map((food) => foodFacts(food, locale, null));
    return lines(
      m.food.notFound(match.query, screen(locale, '/useful/food-database')),
      closest.length > 0 ? m.food.closest : null,
      ...closest.map((other) => m.food.other(other.name, n(other.qisPer100g), n(CATALOGUE_GRAMS))),
    );
  }
  const portion = grams === null && phrase ? portionOf(best, phrase.unit, locale) : null;
  const facts = foodFacts(best, locale, grams ?? (portion && phrase ? phrase.count * portion.grams : null));
  const household = () => {
    if (!portion || !phrase || !facts.amount) return null;
    const forms = UNIT_LABELS[locale][portion.unit];
    const measure =
      portion.source === 'table'
        ? `${n(phrase.count, 1)} × ${portion.label}`
        : `${n(phrase.count, 1)} ${new Intl.PluralRules(locale).select(phrase.count) === 'one' ? forms.one : forms.other}`;
    const source =
      portion.source === 'table'
        ? m.food.portionSource.table(sourceTable(best.source))
        : m.food.portionSource[portion.source](STANDARD_PORTIONS_CREDIT);
    return m.food.household(
      measure,
      n(facts.amount.grams, 1),
      source,
      n(facts.amount.qis),
      n(facts.amount.kcal),
    );
  };
  const otherFormLine = () => {
    const other = otherForm(knowledge.foods, match.query, best, locale);
    if (!other) return null;
    const otherFacts = foodFacts(other, locale, null);
    return m.food.otherForm(otherFacts.name, n(otherFacts.qisPer100g), n(CATALOGUE_GRAMS));
  };
  return lines(
    m.food.title(facts.name),
    m.food.per100g(n(CATALOGUE_GRAMS), n(facts.qisPer100g), n(facts.kcalPer100g)),
    portion
      ? household()
      : facts.amount &&
          facts.amount.grams !== 100 &&
          m.food.amount(n(facts.amount.grams, 1), n(facts.amount.qis), n(facts.amount.kcal)),
    grams === null && phrase && !portion ? m.food.noPieceWeight(n(CATALOGUE_GRAMS)) : null,
    facts.portion && !facts.amount
      ? m.food.portion(facts.portion.label, n(facts.portion.qis), n(facts.portion.kcal))
      : null,
    otherFormLine(),
    m.food.source(sourceTable(facts.source)),
    others.length > 0 ? m.food.others : null,
    ...others
      .slice(0, OTHER_CANDIDATES)
      .map((food) => foodFacts(food, locale, null))
      .map((other) => m.food.other(other.name, n(other.qisPer100g), n(CATALOGUE_GRAMS))),
    m.food.databaseLink(screen(locale, '/useful/food-database')),
  );
}
