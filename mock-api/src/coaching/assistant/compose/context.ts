import type { Knowledge } from '../knowledge/knowledge';
import type { Messages } from '../messages';
import type { ChatLocale } from '../provider';

/** What every answer composer gets: the answer's language, its sentences, the member, the data. */
export interface AnswerContext {
  locale: ChatLocale;
  messages: Messages;
  memberId: string;
  knowledge: Knowledge;
}

/** A screen of the portal under the answer's locale: `/fr/meal-plan`. */
export const screen = (locale: ChatLocale, path: string): string => `/${locale}${path}`;

/** Figures as the language writes them (decimal comma in fr, de, nl). */
export const formatNumber = (locale: ChatLocale, value: number, fractionDigits = 0): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits }).format(value);

export const lines = (...parts: (string | null | false | undefined)[]): string =>
  parts.filter((part): part is string => typeof part === 'string' && part !== '').join('\n');
