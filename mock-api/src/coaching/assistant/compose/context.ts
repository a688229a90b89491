import type { Knowledge } from '../knowledge/knowledge';
import type { Count, Messages } from '../messages';
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

/** A count for a message that agrees with it: the number as the language writes it and its plural form. */
export const countOf = (locale: ChatLocale, value: number): Count => ({
  text: formatNumber(locale, value),
  form: new Intl.PluralRules(locale).select(value),
});

export const lines = (...parts: (string | null | false | undefined)[]): string =>
  parts.filter((part): part is string => typeof part === 'string' && part !== '').join('\n');
