import { displayName } from '../../../foods/catalogue';
import type { CatalogueFood } from '../../../foods/repository';
import { normalize, words as wordsOf } from '../../../foods/search/normalize';
import { damerauLevenshtein } from '../../../foods/search/typo';
import type { ChatLocale } from '../provider';

/**
 * Which food a question about "banana" or "Hähnchen" means: the food itself as it comes, named in
 * the member's language, rather than a part of it, a drink or a dish made with it. The food
 * database screen ranks by spelling alone (a member there picks from the list); an answer names one
 * food, so it weighs what the words of the name say. Word lists are normalised (no accents, lower
 * case) and cover the catalogue's four languages plus the tables' abbreviations (NEVO's "m", "w").
 */
const list = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

/** Words saying how the food comes (raw, fresh, plain, average…): they leave it the food itself. */
export const PLAIN = list(`
  raw fresh plain average whole boiled cooked flesh pulp meat breast fillet natural
  cru crue crus crues frais fraiche fraiches pulpe nature naturel moyenne moyen entier entiere cuit cuite cuits chair viande filet
  roh frisch natur durchschnitt gekocht ganz fruchtfleisch fleisch brust brustfilet filets
  rauw vers natuur naturel gemiddeld gem gekookt heel vlees
  aliment peeled unpeeled epluche epluchee geschalt ungeschalt geschild ongeschild
`);

/** A colour of the food ("Riz blanc", "Tarwebrood bruin"): still the food, a shade less plainly. */
const SHADE = list('white brown blanc blanche bis weiss braun wit bruin');

/** A table's average of its kinds ("Fromage (aliment moyen)", "Kaas 30+ gem"): the food in general. */
const AVERAGE = list('average av moyen moyenne durchschnitt gem gemiddeld');

/** The plainest of them: the food raw or unflavoured, a small bonus among plain names. */
const AS_IT_COMES = list(
  'raw plain natural cru crue crus crues nature naturel roh natur rauw natuur onbereid',
);

/** Parts of an animal a member rarely means by the animal's name. */
const OFFAL = list(`
  heart liver gizzard gizzards kidney kidneys tongue offal tripe giblets brain lung
  coeur foie gesier gesiers rognon rognons langue abats cervelle tripes poumon
  herz leber magen niere nieren zunge innereien hirn lunge milz kutteln
  hart lever maag nier tong orgaanvlees hersenen long pens
`);

/** Drinks made of a food ("Yoghurt drink", "Banana nectar"): not the food. */
const DRINK = list(`
  drink drinks beverage nectar juice milkshake shake smoothie syrup lemonade soda spritzer liqueur
  boisson nectar jus sirop limonade liqueur
  getrank getranke drink nektar saft sirup limonade schorle likor
  drank dranken drinkyoghurt sap siroop limonade likeur
`);

/** Dishes and products containing the food ("Banana bread", "Apple pie", "Yaourt aux fruits"). */
const DISH = list(`
  bread cake pie tart pudding compote sauce soup salad puree mousse fritter burger sandwich pizza quark spread snack cream dessert
  pain gateau tarte compote sauce soupe salade puree mousse beignet creme dessert
  brot kuchen torte pudding kompott sosse suppe salat mus auflauf quark aufstrich creme nachspeise
  brood cake taart pudding moes saus soep salade puree mousse beignet snack toetje vla
`);

/** Words joining another ingredient to the food ("with", "au", NEVO's "m" and "w"). */
const COMBINED = list('with w avec au aux a mit met m');

/** Words saying the food was processed away from how it comes. */
const PROCESSED = list(`
  dried canned frozen powder sweetened fried smoked marinated breaded candied baked roasted grilled
  seche seches sechee sechees deshydrate deshydratee appertise appertisee conserve surgele surgelee poudre sucre sucree frit frite fume fumee marine panee confit confite roti rotie grille grillee
  getrocknet konserve tiefgefroren pulver gesusst gezuckert frittiert gerauchert mariniert paniert kandiert gebraten gebacken gegrillt
  gedroogd blik diepvries poeder gezoet gefrituurd gerookt gemarineerd gepaneerd gekonfijt gebakken gegrild geroosterd
`);

/**
 * Words that only join the others ("de", "of", "and", "or"): they say nothing about the food ("X or
 * Y", "gem v A en B" list kinds of it, not other ingredients).
 */
const FILLER = list('de d du la le les of van v the der die das des een het and or und oder et ou en');

/** Names in a language whose table names its foods in it first hand (not translated for export). */
const NATIVE_SOURCES: Record<ChatLocale, readonly string[] | null> = {
  fr: ['ciqual', 'swiss'],
  de: ['bls', 'swiss'],
  nl: ['nevo'],
  // Every table's English name is one a member reads naturally.
  en: null,
};

/** Whether `food` has a name in `locale` from a table that names foods in that language first hand. */
export function namedNatively(food: CatalogueFood, locale: ChatLocale): boolean {
  if (food.names[locale] === undefined) return false;
  const native = NATIVE_SOURCES[locale];
  return native === null || native.includes(food.source);
}

/** A plural and its singular ("pommes" = "pomme", "eier" = "ei", "tomaten" = "tomate"). */
function sameWordExactly(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= 2 && long.startsWith(short) && /^(s|es|en|n|e|er|x)$/.test(long.slice(short.length));
}

/** The same word with one typo (words of 5+ letters, as in the food search). */
const sameWordWithTypo = (a: string, b: string) =>
  Math.min(a.length, b.length) >= 5 && Math.abs(a.length - b.length) <= 1 && damerauLevenshtein(a, b) <= 1;

/** How the name's first word stands to the query (lower is closer). */
const Match = {
  /** The first word is the food asked about ("Banane, crue" for "banane"). */
  Head: 0,
  /** A compound naming a cut of it ("Kipfilet", "Hähnchenbrustfilet") or a kind of it ("Tarwebrood"). */
  Compound: 1,
  /** A longer word starting like it ("Broodje" for "brood", "Apfelmus" for "apfel"). */
  Longer: 2,
  /** The food is named further in ("Glutenvrij brood", "Fritter banana"). */
  Inside: 3,
} as const;

/** Points for each kind of word besides the food's own: how far the name is from the food itself. */
const COST = {
  match: 4,
  typo: 3,
  offal: 8,
  drink: 6,
  dish: 5,
  combined: 2,
  processed: 2,
  other: 1,
  brand: 2,
  foreign: 3,
  shade: 0.5,
};
/** A compound's added part costs an "other" word per this many letters ("Tarwekrentenbrood" > "Tarwebrood"). */
const LETTERS_PER_WORD = 6;

export interface FoodPreference {
  /** Lower is the plainer answer to the query. */
  score: number;
  /** Named in the locale's own words by its own table, the name being the food itself (as `itself` below). */
  goodNative: boolean;
}

/**
 * How well `food` answers a question naming `query` in `locale`: the name shown in that locale is
 * read word by word. A German or Dutch compound may end with the food ("Tarwebrood" is a bread) or
 * add a cut to it ("Kipfilet"); a French or English one never does.
 */
export function foodPreference(food: CatalogueFood, query: string, locale: ChatLocale): FoodPreference {
  const shown = displayName(food, locale) ?? '';
  const queryWords = wordsOf(normalize(query)).filter((word) => !FILLER.has(word));
  const allNameWords = wordsOf(normalize(shown));
  const nameWords = allNameWords.filter((word) => !FILLER.has(word));
  const head = nameWords[0] ?? '';
  const first = queryWords[0] ?? '';
  const last = queryWords.at(-1) ?? '';
  const compounds = locale === 'de' || locale === 'nl';

  let match: number = Match.Inside;
  let typo = false;
  let added = 0;
  // "Käse-Grießnockerl", "Apple-banana sauce": written as one word whose head comes after the hyphen.
  const hyphenated = /^[^\s,(]+-\p{L}/u.test(shown);
  if (hyphenated && head.startsWith(first)) match = Match.Longer;
  else if (sameWordExactly(head, first)) match = Match.Head;
  else if (sameWordWithTypo(head, first)) [match, typo] = [Match.Head, true];
  else if (compounds && head.length > last.length && head.endsWith(last) && queryWords.length === 1) {
    match = Match.Compound;
    // A kind named by its maker's word is often another food ("Sinaasappel", "Pindakaas"): it
    // never counts as the food itself, it only stands in when no name starts with the food.
    added = head.length - last.length;
  } else if (head.startsWith(first) && head.length > first.length) {
    // "kipfilet" = kip + filet, "hahnchenbrust" = hahnchen + brust: a cut of the food is the food.
    const rest = head.slice(first.length).replace(/^(en|e|s|-)/, '');
    match =
      compounds && (PLAIN.has(rest) || PLAIN.has(head.slice(first.length))) ? Match.Compound : Match.Longer;
  }

  const asked = (word: string) =>
    queryWords.some((q) => sameWordExactly(word, q) || sameWordWithTypo(word, q));
  // The words besides the food's own (a compound's head is its own: its match says how it stands).
  const rest = nameWords.slice(match <= Match.Compound ? 1 : 0).filter((word) => !asked(word));
  // The name is the food itself when its first word ends at a comma ("Banane, pulpe,
  // crue"), or only plain words follow it ("Hähnchen Brustfilet, roh"), not another noun ("Pomme de
  // terre" is not an apple, "Cheese raw milk" is a kind of cheese).
  const itself =
    (match === Match.Head || (match === Match.Compound && added === 0)) &&
    (rest.every((word) => PLAIN.has(word) || AVERAGE.has(word) || SHADE.has(word)) ||
      (queryWords.length === 1 && /^[^\s,(]+\s*,/u.test(shown)));
  let score = match * COST.match + (typo ? COST.typo : 0) + Math.ceil(added / LETTERS_PER_WORD) * COST.other;
  let far = false;
  for (const word of rest) {
    if (PLAIN.has(word) || AVERAGE.has(word)) continue;
    if (SHADE.has(word)) score += COST.shade;
    else if (OFFAL.has(word)) [score, far] = [score + COST.offal, true];
    else if (DRINK.has(word)) [score, far] = [score + COST.drink, true];
    else if (DISH.has(word)) [score, far] = [score + COST.dish, true];
    else if (COMBINED.has(word)) score += COST.combined;
    else if (PROCESSED.has(word)) score += COST.processed;
    else score += COST.other;
  }
  // The head itself may say it ("Hähnchenleber", "Joghurtdrink"): checked by its ending.
  if (match !== Match.Head && [...OFFAL, ...DRINK].some((word) => word.length >= 4 && head.endsWith(word))) {
    [score, far] = [score + COST.offal, true];
  }
  if (brandLike(shown, locale)) score += COST.brand;
  // A name in another language (the display falls back to English) reads less naturally.
  if (food.names[locale] === undefined) score += COST.foreign;
  if (allNameWords.some((word) => AS_IT_COMES.has(word))) score -= 0.5;
  if (allNameWords.some((word) => AVERAGE.has(word))) score -= 1;
  return {
    score,
    goodNative: namedNatively(food, locale) && itself && !typo && !far,
  };
}

/**
 * A brand or odd variant: quotes, a trademark sign, or, outside German (where every noun is
 * capitalised), a capitalised word after the first ("Yoghurt drink Actimel").
 */
function brandLike(name: string, locale: ChatLocale): boolean {
  if (/["“”„«»®™]/.test(name)) return true;
  if (locale === 'de') return false;
  return name
    .split(/[\s,()/]+/)
    .slice(1)
    .some((word) => /^\p{Lu}\p{Ll}/u.test(word));
}
