import { KCAL_PER_QIS } from '@qis/contract';
import { normalize } from '../../../foods/search/normalize';
import type { ChatLocale } from '../provider';
import { findAll, wordMatches, type Question } from '../understanding/text';
import type { PerLanguage } from '../understanding/vocabulary';
import { MEDICINE_NAMES } from './medicines';
import {
  MIN_SAFE_KCAL_PER_DAY,
  MAX_SAFE_KG_PER_WEEK,
  statedDailyIntake,
  weightPaceKgPerWeek,
} from './targets';
import { weightByDateKgPerWeek } from './targetDates';
import { EXPLICIT_DISTRESS_WORDS, FALSE_FRIENDS, FASTING_WORDS } from './words';

/** Why a question goes to a doctor rather than to coaching; each kind has its own answer. */
export type Referral =
  | { kind: 'distress' }
  | { kind: 'target'; reason: 'pace' | 'intake' | 'fasting' | 'goal' }
  | { kind: 'medicine' }
  | { kind: 'condition' };

export type ReferralKind = Referral['kind'];

/**
 * Typos are forgiven only in long words: a one-letter slip turns "salade" into "malade" and
 * "Stollen" into "stillen", but no food is one letter away from "metformine" or "schwanger".
 */
const TYPO_MIN_NAME = 7;
const TYPO_MIN_NAME_STEM = 6;
/** "schmerz*" would take "Schmelzkäse" with one slip: the general words' stems need 8 letters too. */
const TYPO_MIN_WORD = 8;

interface Keyword {
  parts: string[];
  typos: boolean;
}

/** Keywords by their first letter: a slip in a word's first letter is rare, and this keeps the look-up fast. */
type KeywordIndex = ReadonlyMap<string, readonly Keyword[]>;

const keyword = (entry: string, minPlain: number, minStem: number): Keyword => {
  const stem = entry.endsWith('*');
  const text = normalize(entry.replace(/\*$/u, ''));
  return {
    parts: `${text}${stem ? '*' : ''}`.split(' '),
    typos: !text.includes(' ') && text.length >= (stem ? minStem : minPlain),
  };
};

function indexOf(keywords: readonly Keyword[]): KeywordIndex {
  const index = new Map<string, Keyword[]>();
  for (const entry of keywords) {
    const first = entry.parts[0]![0]!;
    index.set(first, [...(index.get(first) ?? []), entry]);
  }
  return index;
}

/** A table's keywords for a question in `locale`: every language's, and the `!` ones of its own only. */
function keywordsOf(table: PerLanguage, locale: ChatLocale): KeywordIndex {
  let byLocale = keywordCache.get(table);
  if (!byLocale) {
    byLocale = new Map();
    keywordCache.set(table, byLocale);
  }
  let keywords = byLocale.get(locale);
  if (!keywords) {
    keywords = indexOf(
      (Object.entries(table) as [ChatLocale, readonly string[]][]).flatMap(([language, list]) =>
        list.flatMap((entry) =>
          entry.startsWith('!')
            ? language === locale
              ? [keyword(entry.slice(1), TYPO_MIN_WORD, TYPO_MIN_WORD)]
              : []
            : [keyword(entry, TYPO_MIN_WORD, TYPO_MIN_WORD)],
        ),
      ),
    );
    byLocale.set(locale, keywords);
  }
  return keywords;
}

const keywordCache = new WeakMap<PerLanguage, Map<ChatLocale, KeywordIndex>>();

const MEDICINE_NAME_KEYWORDS = indexOf(
  MEDICINE_NAMES.map((entry) => keyword(entry, TYPO_MIN_NAME, TYPO_MIN_NAME_STEM)),
);
const FALSE_FRIEND_KEYWORDS = FALSE_FRIENDS.map(
  (entry) => normalize(entry.replace(/\*$/u, '')) + (entry.endsWith('*') ? '*' : ''),
);

function found(words: readonly string[], index: KeywordIndex): boolean {
  return words.some((word, start) =>
    (index.get(word[0] ?? '') ?? []).some(
      ({ parts, typos }) =>
        start + parts.length <= words.length &&
        parts.every((part, offset) => wordMatches(words[start + offset]!, part, typos)),
    ),
  );
}

/** The question's words without the food and shop phrases that hold a flag word ("pain au chocolat"). */
export function withoutFalseFriends(words: readonly string[]): string[] {
  const taken = new Set(
    findAll(words, FALSE_FRIEND_KEYWORDS, false).flatMap(({ start, end }) =>
      Array.from({ length: end - start }, (_, offset) => start + offset),
    ),
  );
  return words.filter((_, index) => !taken.has(index));
}

/** The fastest weight-loss pace the question states, in kg a week (per period or as kilos by a date), or null. */
export function statedPaceKgPerWeek(question: Question, today: Date): number | null {
  const paces = [weightPaceKgPerWeek(question.raw), weightByDateKgPerWeek(question.raw, today)].filter(
    (pace): pace is number => pace !== null,
  );
  return paces.length === 0 ? null : Math.max(...paces);
}

/** A target the question's figures state: a pace above 1 kg a week (also as kilos by a date), an intake under the floor. */
export function figuresReferral(question: Question, today: Date): Referral | null {
  const pace = statedPaceKgPerWeek(question, today) ?? 0;
  if (pace > MAX_SAFE_KG_PER_WEEK) return { kind: 'target', reason: 'pace' };
  const intake = statedDailyIntake(question.raw);
  return intake !== null && intakeKcal(intake) < MIN_SAFE_KCAL_PER_DAY
    ? { kind: 'target', reason: 'intake' }
    : null;
}

/**
 * The referral a question's words name, or null: a medicine by its name (typos forgiven), or
 * self-harm, suicide, purging, laxatives or an eating disorder by their words. Only words that name
 * their class in any sentence are kept here: the general words of the classes (sad, pill, doctor,
 * pregnant, fasting) also stand in ordinary questions, and cross-validation on the corpus showed
 * them referring more ordinary questions than risky ones the classifier missed.
 */
export function wordsReferral(question: Question, locale: ChatLocale): Referral | null {
  const words = withoutFalseFriends(question.words);
  if (found(words, keywordsOf(EXPLICIT_DISTRESS_WORDS, locale))) return { kind: 'distress' };
  return found(words, MEDICINE_NAME_KEYWORDS) ? { kind: 'medicine' } : null;
}

/** A stated intake in kcal (QIS through the product's QIS rule). */
export const intakeKcal = (intake: { unit: 'kcal' | 'qis'; amount: number }): number =>
  intake.unit === 'kcal' ? intake.amount : intake.amount * KCAL_PER_QIS;

/**
 * Why a target the classifier found is unsafe, for its answer's first line: what the question speaks
 * of (a fast, a weight, an intake), else the goal itself.
 */
export function targetReason(
  question: Question,
  locale: ChatLocale,
): Extract<Referral, { kind: 'target' }>['reason'] {
  if (found(withoutFalseFriends(question.words), keywordsOf(FASTING_WORDS, locale))) return 'fasting';
  if (/\d\s*(kg|kilo|lb|pound|pfund|stone)/u.test(question.raw)) return 'pace';
  if (/\d\s*(kcal|cal|qis|kalorien|calorie)/u.test(question.raw)) return 'intake';
  return 'goal';
}
