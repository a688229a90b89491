import {
  NEW_PASSWORD_MAX_LENGTH,
  NEW_PASSWORD_MIN_LENGTH,
  type Locale,
  type PasswordProblem,
} from '@qis/contract';
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as de from '@zxcvbn-ts/language-de';
import * as en from '@zxcvbn-ts/language-en';
import * as fr from '@zxcvbn-ts/language-fr';
import * as nl from '@zxcvbn-ts/language-nl-be';
import { ApiError } from '../http/apiError';
import { passwordProblemMessage } from './messages';

// NIST SP 800-63B: at least 8 characters, long passphrases welcome, checked against common and
// guessable passwords and the member's own details, and no composition rules (no "one digit, one
// capital"): a password is refused only for being easy to guess.

/** zxcvbn's score from 0 to 4; 3 resists an offline attack on a slow hash (10^8 guesses and more). */
export const MIN_SCORE = 3;

const TRANSLATIONS: Record<Locale, typeof en.translations> = {
  en: en.translations,
  fr: fr.translations,
  de: de.translations,
  nl: nl.translations,
};

/** The German and Dutch packages name their lists without a language; suffixed, nothing collides. */
const suffixed = (dictionary: Record<string, string[]>, language: string) =>
  Object.fromEntries(
    Object.entries(dictionary).map(([name, words]) => [
      name.endsWith(`-${language}`) ? name : `${name}-${language}`,
      words,
    ]),
  );

let estimator: ZxcvbnFactory | null = null;

/** Built on first use (about half a second): the four languages' words, names and common passwords. */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: {
      ...common.dictionary,
      ...suffixed(en.dictionary, 'en'),
      ...suffixed(fr.dictionary, 'fr'),
      ...suffixed(de.dictionary, 'de'),
      ...suffixed(nl.dictionary, 'nl'),
    },
    graphs: common.adjacencyGraphs,
  });
  return estimator;
}

/** The member's own details, split as zxcvbn matches them: the whole e-mail, its parts, the names. */
export function personalInputs(details: {
  email: string;
  firstName?: string;
  lastName?: string;
  memberNumber?: string;
}) {
  const [local = '', domain = ''] = details.email.toLowerCase().split('@');
  return [
    details.email,
    local,
    ...local.split(/[._+-]+/),
    domain.split('.')[0] ?? '',
    details.firstName,
    details.lastName,
    details.memberNumber,
  ].filter((value): value is string => typeof value === 'string' && value.length >= 3);
}

const codePoints = (text: string) => [...text].length;

/** Which rule the password breaks, or null when it may be used. */
export function passwordProblem(
  password: string,
  personal: string[],
): { problem: PasswordProblem; result: ZxcvbnResult | null } | null {
  const length = codePoints(password);
  if (length < NEW_PASSWORD_MIN_LENGTH) return { problem: 'too-short', result: null };
  if (length > NEW_PASSWORD_MAX_LENGTH) return { problem: 'too-long', result: null };
  const result = zxcvbn().check(password, personal);
  const personalLength = result.sequence
    .filter((match) => 'dictionaryName' in match && match.dictionaryName === 'userInputs')
    .reduce((sum, match) => sum + codePoints(match.token), 0);
  // Close to the member's details: most of it is their e-mail or name, however strong the rest.
  if (personalLength * 2 >= length) return { problem: 'personal', result };
  if (result.score >= MIN_SCORE) return null;
  if (personalLength > 0) return { problem: 'personal', result };
  // Mostly a known password or word (in any of the four languages): common, not merely guessable.
  const wordLength = result.sequence
    .filter((match) => 'dictionaryName' in match && match.dictionaryName !== 'userInputs')
    .reduce((sum, match) => sum + codePoints(match.token), 0);
  const common = wordLength * 2 >= length;
  return { problem: common ? 'common' : 'guessable', result };
}

/**
 * Throws 400 "weak-password" (field `newPassword`) with the reason in the member's language and
 * zxcvbn's own warning when it has one.
 */
export function assertAcceptablePassword(password: string, personal: string[], locale: Locale): void {
  const found = passwordProblem(password, personal);
  if (!found) return;
  const warningKey = found.result?.feedback.warning as
    keyof typeof en.translations.warnings | null | undefined;
  const warning = warningKey ? TRANSLATIONS[locale].warnings[warningKey] : undefined;
  const message = passwordProblemMessage(found.problem, locale);
  throw new ApiError(400, 'weak-password', warning ? `${message} ${warning.replace(/\.?$/, '.')}` : message, [
    { field: 'newPassword', problem: found.problem, message, ...(warning ? { warning } : {}) },
  ]);
}
