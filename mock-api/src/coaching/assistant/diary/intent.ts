import type { ChatLocale } from '../provider';

/** A question about the member's own diary: what is left today, or what they ate on a day. */
export type DiaryQuestion = { kind: 'left'; day: 'today' } | { kind: 'eaten'; day: 'today' | 'yesterday' };

const fold = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’`]/g, "'");

interface Patterns {
  left: RegExp;
  eaten: RegExp;
  yesterday: RegExp;
}

// Per language, on the folded text (no accents, lower case). "left" also needs the word QIS or points,
// so "what is left of the recipe" stays with the other intents.
const PATTERNS: Record<ChatLocale, Patterns> = {
  en: {
    left: /\b(left|remaining|remain|still have)\b/,
    eaten: /\bwhat (did|have) i (eat|eaten|had)\b|\bwhat i (ate|have eaten)\b|\bmy diary\b/,
    yesterday: /\byesterday\b/,
  },
  fr: {
    left: /\b(reste|restent|restant|restants)\b/,
    eaten: /\bqu'?(ai|est-ce que j'ai)[- ]?(je )?mange|\bce que j'ai mange\b|\bmon journal\b/,
    yesterday: /\bhier\b/,
  },
  de: {
    left: /\b(ubrig|uebrig|noch)\b/,
    eaten: /\bwas habe ich\b.*\bgegessen\b|\bmein tagebuch\b/,
    yesterday: /\bgestern\b/,
  },
  nl: {
    left: /\b(over|resterend|nog)\b/,
    eaten: /\bwat heb ik\b.*\bgegeten\b|\bmijn dagboek\b/,
    yesterday: /\bgisteren\b/,
  },
};

const QIS_WORD = /\b(qis|points?|punkte|punten)\b/;

/** The diary question the text asks, in its language, or null. */
export function recognizeDiaryQuestion(question: string, locale: ChatLocale): DiaryQuestion | null {
  const text = fold(question);
  const patterns = PATTERNS[locale];
  if (patterns.eaten.test(text))
    return { kind: 'eaten', day: patterns.yesterday.test(text) ? 'yesterday' : 'today' };
  if (QIS_WORD.test(text) && patterns.left.test(text)) return { kind: 'left', day: 'today' };
  return null;
}
