import type { Locale } from '@qis/contract';
import { normalize } from '../normalize';

/** One labelled search: what a member types, and which first results are right. */
export interface LabelledSearch {
  locale: Locale;
  query: string;
  /** Whether a food name is a right first result. */
  right: (name: string) => boolean;
  /** The rule, for reports: the name's beginning, and words that must not follow it. */
  rule: string;
}

/**
 * Words that make a name a product, dish or by-product rather than the plain food, per language: a
 * right first result starts with the food's name and has none of these after it (unless the label
 * allows one). Written for the labels, independently of the search's own lexicon.
 */
const NOT_PLAIN: Record<Locale, string> = {
  en: 'juice|sauce|soup|cake|pie|oil|flour|powder|drink|sausage|jam|bran|starch|stock|broth|liqueur|chips|crisps|salad|pudding|spread|paste|burger|dessert|liver|heart|kidney|gizzard|syrup|biscuit|bread|ice|candy|sweetened|pate|nuggets?|fried|breaded|gratin|stew|casserole|sandwich|pizza|with|dried|smoked|puree|dough|dumplings?|fat|lard',
  fr: 'jus|sauce|soupe|potage|gateau|tarte|huile|farine|poudre|boisson|saucisse|saucisson|confiture|son|amidon|fecule|bouillon|liqueur|chips|salade|pudding|tartiner|pate|burger|dessert|foie|coeur|rognon|gesier|sirop|biscuit|pain|glace|sucre|frit|frite|pane|panee|gratin|ragout|sandwich|pizza|seche|sec|fume|fumee|puree|beignet|graisse|tete|italie|preemballe|preemballee',
  de: 'saft|sosse|sauce|suppe|kuchen|torte|ol|mehl|pulver|getrank|drink|wurst|konfiture|kleie|starke|bruhe|likor|chips|salat|pudding|aufstrich|paste|pastete|burger|dessert|leber|herz|niere|magen|sirup|keks|brot|eis|gesusst|frittiert|paniert|gratin|gulasch|auflauf|eintopf|pizza|getrocknet|geraucht|gerauchert|puree|mus|knodel|schmalz|einlauf|teigwaren|griess',
  nl: 'sap|saus|soep|taart|cake|olie|meel|poeder|drank|drink|worst|worsten|jam|zemelen|zetmeel|bouillon|likeur|chips|salade|pudding|smeer|pastei|burger|dessert|lever|hart|nier|maag|siroop|koek|brood|broodje|ijs|gezoet|gefrituurd|gepaneerd|gratin|stamppot|pizza|gedroogd|gerookt|puree|vet|reuzel|zoete|in',
};

/**
 * A label: the right first results are the names (normalised: lower case, no accents) that start with
 * `head` (a regular expression, matched as whole words) and have none of the language's product words
 * after it, other than those in `allow`; `also` adds words that must not follow for this food.
 */
export function label(
  locale: Locale,
  query: string,
  head: string,
  options: { allow?: string[]; also?: string } = {},
): LabelledSearch {
  const starts = new RegExp(`^(?:${head})\\b`);
  const banned = NOT_PLAIN[locale]
    .split('|')
    .filter((word) => !(options.allow ?? []).includes(word))
    .concat(options.also ? options.also.split('|') : [])
    .join('|');
  const notPlain = new RegExp(`\\b(?:${banned})\\b`);
  return {
    locale,
    query,
    rule: `starts with /${head}/, then none of the product words${options.also ? ` nor ${options.also}` : ''}`,
    right: (name) => {
      const key = normalize(name);
      const match = starts.exec(key);
      return match !== null && !notPlain.test(key.slice(match[0].length));
    },
  };
}
