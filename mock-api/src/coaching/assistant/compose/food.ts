import { CATALOGUE_GRAMS, foodFacts } from '../knowledge/foods';
import { sourceTable } from '../knowledge/sources';
import type { FoodMatch } from '../understanding/food';
import { formatNumber, lines, screen, type AnswerContext } from './context';

/** Most other candidates listed when a name is ambiguous. */
const OTHER_CANDIDATES = 3;

/** A food's QIS and kcal per 100 g, for the amount asked and per portion, its catalogue name and source. */
export function composeFood(
  { locale, messages: m }: AnswerContext,
  match: FoodMatch,
  grams: number | null,
  count: number | null,
): string {
  const [best, ...others] = match.foods;
  if (!best) return m.food.notFound(match.query, screen(locale, '/useful/food-database'));
  const facts = foodFacts(best, locale, grams);
  const n = (value: number, digits = 0) => formatNumber(locale, value, digits);
  const pieces =
    grams === null && count !== null && facts.portion !== null
      ? foodFacts(best, locale, count * facts.portion.grams).amount
      : null;
  return lines(
    m.food.title(facts.name),
    m.food.per100g(n(CATALOGUE_GRAMS), n(facts.qisPer100g), n(facts.kcalPer100g)),
    facts.amount &&
      facts.amount.grams !== 100 &&
      m.food.amount(n(facts.amount.grams, 1), n(facts.amount.qis), n(facts.amount.kcal)),
    facts.portion && !facts.amount && !pieces
      ? m.food.portion(facts.portion.label, n(facts.portion.qis), n(facts.portion.kcal))
      : null,
    pieces && facts.portion && m.food.pieces(n(count!), facts.portion.label, n(pieces.qis), n(pieces.kcal)),
    m.food.source(sourceTable(facts.source)),
    others.length > 0 ? m.food.others : null,
    ...others
      .slice(0, OTHER_CANDIDATES)
      .map((food) => foodFacts(food, locale, null))
      .map((other) => m.food.other(other.name, n(other.qisPer100g), n(CATALOGUE_GRAMS))),
    m.food.databaseLink(screen(locale, '/useful/food-database')),
  );
}
