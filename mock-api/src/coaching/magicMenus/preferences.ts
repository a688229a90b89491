import { FAMILIES, INGREDIENTS, type Family, type Ingredient } from './content/ingredients';
import { DIET_EXCLUDES, DIET_WORDS, FAMILY_WORDS, NEGATIONS, STOP_WORDS, type Diet } from './content/words';
import { clauses, findPhrases, phrase, type Phrase } from './text';

/** What a member asked for, read from the like, dislike and info fields. */
export interface Preferences {
  /** Families no ingredient may belong to (fish, nuts, dairy…). */
  families: Set<Family>;
  /** Ingredients of the vocabulary the member named as disliked. */
  dislikedKeys: Set<string>;
  /** Other disliked words: a catalogue food whose name holds one is left out. */
  dislikedWords: string[];
  diets: Set<Diet>;
  likes: Like[];
}

/** One thing the member likes: the vocabulary's ingredients it names, or words to look up in the catalogue. */
export interface Like {
  /** As typed (shown back, escaped, when nothing matches). */
  text: string;
  keys: string[];
  /** The clause's words that named no ingredient, for a catalogue search. */
  searchWords: string[];
}

interface Vocabulary {
  ingredient: Ingredient;
  phrases: Phrase[];
}

/** Each ingredient's words and names in every language, longest first within the ingredient. */
const VOCABULARY: Vocabulary[] = INGREDIENTS.map((ingredient) => ({
  ingredient,
  phrases: [...new Set([...ingredient.words, ...Object.values(ingredient.names)])]
    .map(phrase)
    .filter((words) => words.length > 0)
    .sort((a, b) => b.length - a.length),
}));

/** Every (phrase, ingredient) pair, longest phrase first, so "pomme de terre" is read before "pomme". */
const PHRASES = VOCABULARY.flatMap(({ ingredient, phrases }) =>
  phrases.map((words) => ({ words, ingredient })),
).sort((a, b) => b.words.length - a.words.length);

const FAMILY_PHRASES = FAMILIES.flatMap((family) =>
  FAMILY_WORDS[family].map((word) => ({ family, words: phrase(word) })),
)
  .filter(({ words }) => words.length > 0)
  .sort((a, b) => b.words.length - a.words.length);

const DIET_PHRASES = (Object.keys(DIET_WORDS) as Diet[])
  .flatMap((diet) => DIET_WORDS[diet].map((word) => ({ diet, words: phrase(word) })))
  .sort((a, b) => b.words.length - a.words.length);

const NEGATION_WORDS = new Set(NEGATIONS.flatMap((word) => phrase(word)));

const significant = (words: readonly string[]) =>
  words.filter((word) => word.length >= 3 && !STOP_WORDS.has(word) && !NEGATION_WORDS.has(word));

const isNegated = (clause: string) => phrase(clause).some((word) => NEGATION_WORDS.has(word));

function readDislikes(text: string, into: Preferences): void {
  const words = phrase(text);
  for (const { family } of findPhrases(words, FAMILY_PHRASES).found) into.families.add(family);
  const { found, rest } = findPhrases(words, PHRASES);
  for (const { ingredient } of found) into.dislikedKeys.add(ingredient.key);
  into.dislikedWords.push(...significant(rest));
}

function readLike(text: string, into: Preferences): void {
  const { found, rest } = findPhrases(phrase(text), PHRASES);
  const keys = [...new Set(found.map(({ ingredient }) => ingredient.key))];
  const searchWords = significant(rest);
  if (keys.length > 0 || searchWords.length > 0) into.likes.push({ text, keys, searchWords });
}

/**
 * Reads the three optional fields. A clause of `like` or `info` that says no ("sans porc",
 * "allergic to nuts", "kein Fisch") counts as a dislike.
 */
export function readPreferences(fields: { like?: string; dislike?: string; info?: string }): Preferences {
  const preferences: Preferences = {
    families: new Set(),
    dislikedKeys: new Set(),
    dislikedWords: [],
    diets: new Set(),
    likes: [],
  };
  if (fields.dislike) readDislikes(fields.dislike, preferences);
  if (fields.info) {
    for (const { diet } of findPhrases(phrase(fields.info), DIET_PHRASES).found) preferences.diets.add(diet);
    for (const clause of clauses(fields.info)) if (isNegated(clause)) readDislikes(clause, preferences);
  }
  for (const diet of preferences.diets)
    for (const family of DIET_EXCLUDES[diet]) preferences.families.add(family);
  for (const clause of clauses(fields.like ?? '')) {
    if (isNegated(clause)) readDislikes(clause, preferences);
    else readLike(clause, preferences);
  }
  return preferences;
}
