import { LOCALES } from '@qis/contract';
import type { ChatLocale } from '../provider';
import type { Question } from './text';
import { CONDITION_WORDS, DISTRESS_WORDS, FASTING_WORDS, MEDICINE_WORDS } from '../safety/words';
import { type PerLanguage, QUESTION_WORD_TABLES } from './vocabulary';

export const CHAT_LOCALES: readonly ChatLocale[] = LOCALES;

const TABLES: readonly PerLanguage[] = [
  ...QUESTION_WORD_TABLES,
  MEDICINE_WORDS,
  CONDITION_WORDS,
  DISTRESS_WORDS,
  FASTING_WORDS,
];

/** A vocabulary as lookups: its whole words and its stems ("recette*"). */
interface Lexicon {
  words: ReadonlySet<string>;
  stems: ReadonlySet<string>;
}

function lexiconOf(entries: readonly string[]): Lexicon {
  const parts = entries.flatMap((entry) => entry.replace(/^!/, '').split(' '));
  return {
    words: new Set(parts.filter((part) => !part.endsWith('*'))),
    stems: new Set(parts.filter((part) => part.endsWith('*')).map((part) => part.slice(0, -1))),
  };
}

/** Per language, the single words of its vocabulary (phrases split), for scoring. */
const LEXICON: Readonly<Record<ChatLocale, Lexicon>> = Object.fromEntries(
  CHAT_LOCALES.map((locale) => [locale, lexiconOf(TABLES.flatMap((table) => table[locale]))]),
) as Record<ChatLocale, Lexicon>;

const PLURAL_ENDINGS = ['s', 'es', 'en', 'n', 'e'] as const;

/**
 * Whether the word is one of the lexicon's, as `wordMatches` reads a keyword without typos (a stem
 * starts it; a word is itself or its plural), by lookups rather than a scan of every entry: every
 * question is scored in all four languages before it is screened.
 */
function inLexicon(word: string, { words, stems }: Lexicon): boolean {
  if (words.has(word)) return true;
  for (let end = 0; end <= word.length; end += 1) if (stems.has(word.slice(0, end))) return true;
  return PLURAL_ENDINGS.some(
    (ending) =>
      word.length - ending.length >= 3 && word.endsWith(ending) && words.has(word.slice(0, -ending.length)),
  );
}

/** Letters only one of the languages writes. */
const LETTERS: readonly [RegExp, ChatLocale][] = [
  [/[éèêàçùœî]/u, 'fr'],
  [/[äöüß]/u, 'de'],
  [/\b\w*ij\w*\b/u, 'nl'],
];

/** How much each language's words account for the question (every word that is one of them counts). */
export function languageScores(question: Question): Record<ChatLocale, number> {
  const scores: Record<ChatLocale, number> = { en: 0, fr: 0, de: 0, nl: 0 };
  for (const locale of CHAT_LOCALES) {
    for (const word of question.words) {
      if (inLexicon(word, LEXICON[locale])) scores[locale] += 1;
    }
  }
  for (const [letters, locale] of LETTERS) if (letters.test(question.raw)) scores[locale] += 1;
  return scores;
}

/** The question's language when its words make it clear, else the page's. */
export function detectLanguage(question: Question, pageLocale: ChatLocale): ChatLocale {
  const scores = languageScores(question);
  const best = Math.max(...Object.values(scores));
  if (best === 0) return pageLocale;
  const leaders = CHAT_LOCALES.filter((locale) => scores[locale] === best);
  return leaders.length === 1 ? leaders[0]! : pageLocale;
}
