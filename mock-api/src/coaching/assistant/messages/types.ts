import type { ActivityLevel, DiarySlot } from '@qis/contract';
import type { ProfileGap } from '../knowledge/memberEnergy';

/**
 * Every sentence the embedded assistant writes, per language. Numbers arrive already computed and
 * formatted for the language: a message never holds a figure of its own.
 */
export interface Messages {
  food: {
    title(name: string): string;
    /** The catalogue's values, per its reference amount (`grams`). */
    per100g(grams: string, qis: string, kcal: string): string;
    amount(grams: string, qis: string, kcal: string): string;
    portion(label: string, qis: string, kcal: string): string;
    /** A household portion: "1 glass", its grams, where the grams come from. */
    household(measure: string, grams: string, source: string, qis: string, kcal: string): string;
    portionSource: {
      table(table: string): string;
      standard(credit: string): string;
      default(credit: string): string;
    };
    /** Counted in pieces, but nothing says what one weighs. */
    noPieceWeight(grams: string): string;
    /** The staple's other form (dry for cooked, cooked for dry). */
    otherForm(name: string, qis: string, grams: string): string;
    source(table: string): string;
    others: string;
    other(name: string, qis: string, grams: string): string;
    databaseLink(path: string): string;
    notFound(text: string, path: string): string;
    /** What a name found nowhere is not: the foods closest to its words, as suggestions only. */
    closest: string;
    /** The member's own food, from its label, and their own recipe. */
    own: {
      title(name: string): string;
      portion(label: string, grams: string, qis: string, kcal: string): string;
      recipe(servings: string, qis: string, kcal: string): string;
      eaten(servings: string, qis: string, kcal: string): string;
      yours(path: string): string;
    };
  };
  catalogueMissing: string;
  need: {
    result(qis: string, kcal: string): string;
    range(min: string, max: string): string;
    basis(age: string, weight: string, gender: 'male' | 'female'): string;
    assumed(level: string): string;
    stated(level: string): string;
    change(path: string): string;
    incomplete(missing: ProfileGap[], profilePath: string, calculatorPath: string): string;
    mealPlan(path: string): string;
  };
  activityLevels: Record<ActivityLevel, string>;
  activity: {
    result(minutes: Count, name: string, qis: string): string;
    basis(weight: string, isDefault: boolean): string;
    defaultDuration: string;
    listLink(path: string): string;
    unavailable: string;
  };
  recipes: {
    intro(slot: string | null, budget: string | null): string;
    line(name: string, qis: string, portions: string): string;
    none(budget: string | null, slot: string | null): string;
    planLink(path: string): string;
  };
  slots: Record<DiarySlot, string>;
  lists: {
    lowQis: string;
    cholesterolFree: string;
    category(name: string): string;
    line(name: string, qis: string, amount: string): string;
    more(path: string): string;
  };
  explain: {
    qis(kcalPerQis: string, path: string): string;
    mealPlan(path: string): string;
    bonus(path: string): string;
    fitness(path: string): string;
  };
  tip(title: string, body: string, path: string): string;
  help: {
    intro: string;
    examples: readonly string[];
  };
}

/** A number as the reader's language writes it, with the plural form its rules pick for it (1 → one). */
export interface Count {
  text: string;
  form: Intl.LDMLPluralRule;
}
