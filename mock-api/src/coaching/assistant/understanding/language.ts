import { LOCALES } from '@qis/contract';
import type { ChatLocale } from '../provider';
import type { Question } from './text';
import { wordMatches } from './text';
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

/** Per language, the single words of its vocabulary (phrases split), for scoring. */
const LEXICON: Readonly<Record<ChatLocale, readonly string[]>> = Object.fromEntries(
  CHAT_LOCALES.map((locale) => [
    locale,
    [
      ...new Set(
        TABLES.flatMap((table) => table[locale].flatMap((entry) => entry.replace(/^!/, '').split(' '))),
      ),
    ],
  ]),
) as unknown as Record<ChatLocale, readonly string[]>;

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
      if (LEXICON[locale].some((entry) => wordMatches(word, entry, false))) scores[locale] += 1;
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
