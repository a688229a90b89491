import { LOCALES, qisFromKcal, type Locale } from '@qis/contract';
import type { MagicMeal } from '@qis/contract/api';
import { displayName, type FoodCatalogue, type ListedFood } from '../../foods/catalogue';
import type { CatalogueFood } from '../../foods/repository';
import { INGREDIENTS, INGREDIENTS_BY_KEY, type Family, type Ingredient } from './content/ingredients';
import { TEMPLATES, type Slot, type Template } from './content/templates';
import { QUICK_MINUTES } from './content/words';
import { catalogueFamilies, ingredientFamilies } from './families';
import type { Preferences } from './preferences';
import { phrase, sameWord } from './text';

/** One line of a composed recipe: a catalogue food and its grams for all portions. */
export interface RecipeItem {
  slot: string;
  /** The vocabulary's key, or null for a liked food taken from the catalogue as it is. */
  key: string | null;
  name: string;
  food: CatalogueFood;
  grams: number;
  /** For foods counted in pieces (eggs). */
  pieces?: { count: number; names: [string, string] };
  kcal: number;
  liked: boolean;
}

export interface ComposedRecipe {
  template: Template;
  locale: Locale;
  title: string;
  items: RecipeItem[];
  steps: string[];
  kcalPerPortion: number;
  /** round(kcal per portion / 12). */
  qisPerPortion: number;
  /** What the member asked for that the recipe could not honour, and why. */
  likedUsed: string[];
  likedMissing: string[];
  likedRefused: string[];
  /** Liked and allowed, but this recipe had no place for them. */
  likedUnused: string[];
  families: Family[];
}

export interface ComposeRequest {
  meal: MagicMeal;
  locale: Locale;
  preferences: Preferences;
  /** The energy the recipe should bring per portion. */
  targetKcal: number;
}

/** How far the scalable slots may be stretched or shrunk towards the member's QIS. */
const SCALE_LIMITS = { min: 0.5, max: 1.8 };
const SEARCH_LOCALES: readonly Locale[] = LOCALES;

/** A liked food the catalogue knows but the vocabulary does not ("fenouil"). */
interface CatalogueLike {
  text: string;
  listed: ListedFood;
}

interface Candidate {
  key: string | null;
  food: CatalogueFood;
  name: string;
  gramsPerPortion: number;
  unit?: Ingredient['unit'];
  liked: boolean;
}

/** Every word of each ingredient's names and synonyms, normalised once. */
const INGREDIENT_WORDS = new Map(
  INGREDIENTS.map((item) => [
    item.key,
    [...item.words, ...Object.values(item.names)].flatMap((text) => phrase(text)),
  ]),
);

const resolved = new WeakMap<FoodCatalogue, Map<string, CatalogueFood>>();

/** The vocabulary's foods in this catalogue (an ingredient whose food is missing or without energy is left out). */
function vocabularyFoods(catalogue: FoodCatalogue): Map<string, CatalogueFood> {
  let foods = resolved.get(catalogue);
  if (!foods) {
    const wanted = new Map(INGREDIENTS.map((item) => [`${item.food.source}:${item.food.code}`, item.key]));
    foods = new Map();
    for (const food of catalogue.foods) {
      const key = wanted.get(`${food.source}:${food.sourceCode}`);
      if (key && food.kcal !== null) foods.set(key, food);
    }
    resolved.set(catalogue, foods);
  }
  return foods;
}

const roundGrams = (grams: number) =>
  grams < 10
    ? Math.max(1, Math.round(grams))
    : grams < 50
      ? Math.round(grams / 5) * 5
      : Math.round(grams / 10) * 10;

const pick = <T>(items: readonly T[], random: () => number): T | undefined =>
  items.length === 0 ? undefined : items[Math.floor(random() * items.length)];

const perPortion = (items: readonly RecipeItem[], template: Template) =>
  items.reduce((sum, item) => sum + item.kcal, 0) / template.portions;

/**
 * How a food is named inside a sentence: a catalogue name loses its qualifiers ("Fenouil, cru" →
 * "fenouil") and, but in German, its capital; the ingredient list keeps the full name.
 */
export function shortName(item: Pick<RecipeItem, 'key' | 'name'>, locale: Locale): string {
  const name = item.name.replace(/\s*\([^)]*\)/g, '').trim();
  if (item.key !== null) return name;
  const head = name.split(',')[0]!.trim();
  return locale === 'de' || /^\p{Lu}{2}/u.test(head) ? head : head.charAt(0).toLowerCase() + head.slice(1);
}

/** Joins names as a list in the locale: "a, b and c". */
export function listOf(names: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}

/** Composes new recipes for a meal from the templates and the catalogue, honouring the member's wishes. */
export class MagicMenuComposer {
  constructor(
    private readonly catalogue: () => FoodCatalogue | null,
    private readonly random: () => number = Math.random,
  ) {}

  /** 'no-catalogue' before the food import; null when no template fits the wishes. */
  compose(request: ComposeRequest): ComposedRecipe | 'no-catalogue' | null {
    const catalogue = this.catalogue();
    if (!catalogue) return 'no-catalogue';
    const foods = vocabularyFoods(catalogue);
    const { preferences, locale } = request;

    const excluded = (families: Set<Family>) =>
      [...families].some((family) => preferences.families.has(family));
    const dislikedName = (words: readonly string[]) =>
      preferences.dislikedWords.some((disliked) => words.some((word) => sameWord(word, disliked)));
    // Decided once per ingredient for this request: the slots ask again and again.
    const allowed = new Map<string, boolean>();
    const allowedIngredient = (ingredient: Ingredient): boolean => {
      let verdict = allowed.get(ingredient.key);
      if (verdict === undefined) {
        const food = foods.get(ingredient.key);
        verdict =
          food !== undefined &&
          !preferences.dislikedKeys.has(ingredient.key) &&
          !excluded(ingredientFamilies(ingredient, food)) &&
          !dislikedName(INGREDIENT_WORDS.get(ingredient.key)!);
        allowed.set(ingredient.key, verdict);
      }
      return verdict;
    };
    const allowedFood = (food: CatalogueFood): boolean =>
      food.kcal !== null &&
      !excluded(catalogueFamilies(food)) &&
      !dislikedName(phrase(Object.values(food.names).join(' ')));

    // What the member likes: the vocabulary's ingredients, else the catalogue's best match.
    const likedKeys: string[] = [];
    const catalogueLikes: CatalogueLike[] = [];
    const likedMissing: string[] = [];
    const likedRefused: string[] = [];
    for (const like of preferences.likes) {
      const known = like.keys
        .map((key) => INGREDIENTS_BY_KEY.get(key)!)
        .filter((item) => foods.has(item.key));
      const allowed = known.filter(allowedIngredient);
      if (allowed.length > 0) {
        likedKeys.push(...allowed.map((item) => item.key));
        continue;
      }
      if (known.length > 0) {
        likedRefused.push(known[0]!.names[locale]);
        continue;
      }
      const found = this.searchCatalogue(catalogue, like.searchWords.join(' '), locale);
      if (!found) likedMissing.push(like.text);
      else if (!allowedFood(found.food)) likedRefused.push(found.name);
      else catalogueLikes.push({ text: like.text, listed: found });
    }

    const eligible = (slot: Slot) =>
      slot.choices.map((key) => INGREDIENTS_BY_KEY.get(key)!).filter((item) => allowedIngredient(item));
    const quick = preferences.diets.has('quick');
    const usable = TEMPLATES.filter(
      (template) =>
        template.meal === request.meal &&
        template.slots.every((slot) => slot.optional || eligible(slot).length > 0),
    );
    const quickOnes = usable.filter((template) => template.minutes <= QUICK_MINUTES);
    const candidates = quick && quickOnes.length > 0 ? quickOnes : usable;
    if (candidates.length === 0) return null;

    // Prefer the templates that can hold the most of what the member likes.
    const hosts = (template: Template) =>
      likedKeys.filter((key) =>
        template.slots.some(
          (slot) => slot.choices.includes(key) && eligible(slot).some((item) => item.key === key),
        ),
      ).length +
      catalogueLikes.filter(({ listed }) =>
        template.slots.some((slot) => slot.accepts?.includes(listed.food.category ?? '')),
      ).length;
    const best = Math.max(...candidates.map(hosts));
    const template = pick(
      candidates.filter((candidate) => hosts(candidate) === best),
      this.random,
    )!;

    const chosen = new Map<string, Candidate[]>();
    const used = new Set<string>();
    const placedLikes = new Set<string>();
    const capacity = (slot: Slot) => slot.count ?? 1;
    const add = (slot: Slot, candidate: Candidate) => {
      chosen.set(slot.id, [...(chosen.get(slot.id) ?? []), candidate]);
      if (candidate.key) used.add(candidate.key);
    };
    const fromIngredient = (slot: Slot, item: Ingredient, liked: boolean): Candidate => ({
      key: item.key,
      food: foods.get(item.key)!,
      name: item.names[locale],
      gramsPerPortion: item.grams * (slot.factor ?? 1),
      ...(item.unit ? { unit: item.unit } : {}),
      liked,
    });

    for (const key of likedKeys) {
      if (used.has(key)) continue;
      const slot = template.slots.find(
        (candidate) =>
          candidate.choices.includes(key) && (chosen.get(candidate.id)?.length ?? 0) < capacity(candidate),
      );
      if (slot) {
        add(slot, fromIngredient(slot, INGREDIENTS_BY_KEY.get(key)!, true));
        placedLikes.add(key);
      }
    }
    for (const like of catalogueLikes) {
      const slot = template.slots.find(
        (candidate) =>
          candidate.accepts?.includes(like.listed.food.category ?? '') &&
          (chosen.get(candidate.id)?.length ?? 0) < capacity(candidate),
      );
      if (!slot) continue;
      const typical = INGREDIENTS_BY_KEY.get(slot.choices[0]!)!;
      add(slot, {
        key: null,
        food: like.listed.food,
        name: like.listed.name,
        gramsPerPortion: typical.grams * (slot.factor ?? 1),
        liked: true,
      });
      placedLikes.add(like.text);
    }
    const fill = (slot: Slot) => {
      for (let i = chosen.get(slot.id)?.length ?? 0; i < capacity(slot); i += 1) {
        const item = pick(
          eligible(slot).filter((candidate) => !used.has(candidate.key)),
          this.random,
        );
        if (!item) break;
        add(slot, fromIngredient(slot, item, false));
      }
    };
    const skipped: Slot[] = [];
    for (const slot of template.slots) {
      // An optional slot is filled about two times out of three, so recipes vary.
      if (slot.optional && !chosen.has(slot.id) && this.random() < 1 / 3) skipped.push(slot);
      else fill(slot);
    }

    const likedUsed = [
      ...likedKeys
        .filter((key) => placedLikes.has(key))
        .map((key) => INGREDIENTS_BY_KEY.get(key)!.names[locale]),
      ...catalogueLikes.filter((like) => placedLikes.has(like.text)).map((like) => like.listed.name),
    ];
    const likedUnused = [
      ...new Set(
        likedKeys
          .filter((key) => !placedLikes.has(key) && !used.has(key))
          .map((key) => INGREDIENTS_BY_KEY.get(key)!.names[locale]),
      ),
      ...catalogueLikes.filter((like) => !placedLikes.has(like.text)).map((like) => like.listed.name),
    ];

    let items = this.size(template, chosen, request.targetKcal, locale);
    // Too light for the member even at the largest amounts: the optional parts left out come back.
    if (skipped.length > 0 && perPortion(items, template) < 0.85 * request.targetKcal) {
      for (const slot of skipped) fill(slot);
      items = this.size(template, chosen, request.targetKcal, locale);
    }
    const kcalPerPortion = perPortion(items, template);
    return {
      template,
      locale,
      title: this.title(template, items, locale),
      items,
      steps: this.steps(template, items, locale),
      kcalPerPortion,
      qisPerPortion: qisFromKcal(kcalPerPortion),
      likedUsed: [...new Set(likedUsed)],
      likedMissing,
      likedRefused: [...new Set(likedRefused)],
      likedUnused: [...new Set(likedUnused)],
      families: [...preferences.families],
    };
  }

  /** The catalogue's best match in the member's language, else in another, of a kind a recipe can use. */
  private searchCatalogue(catalogue: FoodCatalogue, text: string, locale: Locale): ListedFood | null {
    if (text === '') return null;
    const usable = TEMPLATES.flatMap((template) => template.slots.flatMap((slot) => slot.accepts ?? []));
    for (const searchLocale of [locale, ...SEARCH_LOCALES.filter((other) => other !== locale)]) {
      const match = catalogue
        .search(searchLocale, text, 20)
        .find(({ food }) => food.kcal !== null && usable.includes(food.category ?? ''));
      if (match) {
        const name = displayName(match.food, locale) ?? match.name;
        return { name, food: match.food };
      }
    }
    return null;
  }

  /** Scales the bases and proteins so a portion comes close to the target, then rounds to kitchen amounts. */
  private size(
    template: Template,
    chosen: Map<string, Candidate[]>,
    targetKcal: number,
    locale: Locale,
  ): RecipeItem[] {
    const lines = template.slots.flatMap((slot) =>
      (chosen.get(slot.id) ?? []).map((candidate) => ({ slot, candidate })),
    );
    const kcalOf = (grams: number, food: CatalogueFood) => (grams * food.kcal!) / 100;
    const fixed = lines
      .filter(({ slot }) => !slot.scale)
      .reduce((sum, { candidate }) => sum + kcalOf(candidate.gramsPerPortion, candidate.food), 0);
    const scalable = lines
      .filter(({ slot }) => slot.scale)
      .reduce((sum, { candidate }) => sum + kcalOf(candidate.gramsPerPortion, candidate.food), 0);
    const factor =
      scalable > 0
        ? Math.min(SCALE_LIMITS.max, Math.max(SCALE_LIMITS.min, (targetKcal - fixed) / scalable))
        : 1;
    return lines.map(({ slot, candidate }) => {
      const perPortion = candidate.gramsPerPortion * (slot.scale ? factor : 1);
      const total = perPortion * template.portions;
      let grams: number;
      let pieces: RecipeItem['pieces'];
      if (candidate.unit) {
        const count = Math.max(1, Math.round(total / candidate.unit.grams));
        grams = count * candidate.unit.grams;
        pieces = { count, names: candidate.unit.names[locale] };
      } else {
        grams = roundGrams(total);
      }
      return {
        slot: slot.id,
        key: candidate.key,
        name: candidate.name,
        food: candidate.food,
        grams,
        ...(pieces ? { pieces } : {}),
        kcal: kcalOf(grams, candidate.food),
        liked: candidate.liked,
      };
    });
  }

  private title(template: Template, items: RecipeItem[], locale: Locale): string {
    const named = template.slots
      .filter((slot) => slot.title)
      .flatMap((slot) =>
        items.filter((item) => item.slot === slot.id).map((item) => shortName(item, locale)),
      );
    const dish = template.dish[locale];
    return named.length === 0 ? dish : `${dish} – ${listOf(named, locale)}`;
  }

  private steps(template: Template, items: RecipeItem[], locale: Locale): string[] {
    const filled = (slot: string) => items.some((item) => item.slot === slot);
    const holds = (condition: string) => {
      if (condition.startsWith('!')) return !filled(condition.slice(1));
      const [slot, key] = condition.split('=');
      return key === undefined ? filled(slot!) : items.some((item) => item.slot === slot && item.key === key);
    };
    return template.steps
      .filter((step) => (step.needs ?? []).every(holds))
      .map((step) =>
        step.text[locale].replace(/\{(\w+)\}/g, (_, slot: string) =>
          listOf(
            items.filter((item) => item.slot === slot).map((item) => shortName(item, locale)),
            locale,
          ),
        ),
      );
  }
}
