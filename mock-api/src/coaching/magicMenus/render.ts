import type { Locale } from '@qis/contract';
import { escapeHtml, sanitizeHtml } from '../sanitizeHtml';
import type { ComposedRecipe, RecipeItem } from './composer';
import { listOf } from './composer';
import { LABELS } from './content/labels';
import { DIET_EXCLUDES, type Diet } from './content/words';

/** How the recipe was sized: the member's own day, or the default one. */
export interface Sizing {
  targetQis: number;
  dailyQis: number;
  fromProfile: boolean;
}

/** French drops the e of "de" before a vowel and a silent h ("d’huile"), not before y or an aspirated h ("de haricots"). */
const FRENCH_ELISION = /^(?:[aeiouâàéèêëîïôœù]|h(?:uile|erbe))/i;

/** "250 g chicken breast", "250 g de filet de poulet", "8 g d’huile d’olive", "2 eggs (110 g)". */
export function amount(item: RecipeItem, locale: Locale): string {
  if (item.pieces) {
    const [one, many] = item.pieces.names;
    return `${item.pieces.count} ${item.pieces.count === 1 ? one : many} (${item.grams} g)`;
  }
  if (locale === 'fr') return `${item.grams} g ${FRENCH_ELISION.test(item.name) ? 'd’' : 'de '}${item.name}`;
  return `${item.grams} g ${item.name}`;
}

/**
 * The recipe as HTML. Every text that can hold what a member typed is escaped, the whole is then
 * sanitised, so a like of `<img onerror=…>` comes back as visible text.
 */
export function renderRecipe(recipe: ComposedRecipe, sizing: Sizing, diets: ReadonlySet<Diet>): string {
  const { locale, template } = recipe;
  const labels = LABELS[locale];
  const text = (value: string) => escapeHtml(value);
  const notes: string[] = [];
  if (recipe.likedUsed.length > 0) notes.push(labels.likedUsed(listOf(recipe.likedUsed, locale)));
  if (recipe.likedMissing.length > 0) {
    notes.push(
      labels.likedMissing(
        listOf(
          recipe.likedMissing.map((like) => `“${like}”`),
          locale,
        ),
      ),
    );
  }
  if (recipe.likedRefused.length > 0) notes.push(labels.likedRefused(listOf(recipe.likedRefused, locale)));
  if (recipe.likedUnused.length > 0) notes.push(labels.likedUnused(listOf(recipe.likedUnused, locale)));
  // A family a diet already explains ("vegan", "gluten-free") is not listed again under "without".
  const explained = new Set([...diets].flatMap((diet) => DIET_EXCLUDES[diet]));
  const families = recipe.families.filter((family) => !explained.has(family));
  if (families.length > 0)
    notes.push(
      labels.without(
        listOf(
          families.map((family) => labels.families[family]),
          locale,
        ),
      ),
    );
  const suitable = [...diets].flatMap((diet) => (diet === 'quick' ? [] : [labels.diets[diet]]));
  if (template.minutes <= 20 && diets.has('quick')) suitable.push(labels.quick);
  if (suitable.length > 0) notes.push(labels.suitable(listOf(suitable, locale)));

  const html = [
    `<h2>${text(recipe.title)}</h2>`,
    `<p><strong>${text(labels.qisPerPortion)}${locale === 'fr' ? '\u00a0:' : ':'} ${recipe.qisPerPortion}</strong> · ${text(labels.portions(template.portions))} · ${text(labels.minutes(template.minutes))}</p>`,
    `<h3>${text(labels.ingredients)}</h3>`,
    `<ul>${recipe.items.map((item) => `<li>${text(amount(item, locale))}</li>`).join('')}</ul>`,
    `<h3>${text(labels.preparation)}</h3>`,
    `<ol>${recipe.steps.map((step) => `<li>${text(step)}</li>`).join('')}</ol>`,
    ...notes.map((note) => `<p><em>${text(note)}</em></p>`),
    `<p><small>${text(
      sizing.fromProfile
        ? labels.sizedForMember(sizing.targetQis, sizing.dailyQis)
        : labels.sizedByDefault(sizing.targetQis, sizing.dailyQis),
    )} ${text(labels.source)}</small></p>`,
  ].join('');
  return sanitizeHtml(html);
}
