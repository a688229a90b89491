import { StemmerDe } from '@nlpjs/lang-de';
import { StemmerEn } from '@nlpjs/lang-en';
import { StemmerFr } from '@nlpjs/lang-fr';
import { StemmerNl } from '@nlpjs/lang-nl';
import { normalize, words } from '../../../../foods/search/normalize';
import type { ChatLocale } from '../../provider';

interface Stemmer {
  stemWord(word: string): string;
}

/** nlp.js's Snowball stemmers: "hurting" and "hurt", "verletzen" and "verletzt" share a feature. */
const STEMMERS: Readonly<Record<ChatLocale, Stemmer>> = {
  en: new StemmerEn(),
  fr: new StemmerFr(),
  de: new StemmerDe(),
  nl: new StemmerNl(),
};

/** Character grams of these lengths, inside each word with its edges marked ("#pill", "ill#"). */
const GRAM_LENGTHS = [3, 4, 5] as const;

/** Character grams across word edges ("r my th" of "finger down my throat"): short phrases, typos and all. */
const PHRASE_GRAM = 6;

/**
 * A question as the classifier sees it: its words' stems in the question's language, neighbouring
 * stems as pairs ("hurt myself", "point meer"), the character grams of each word, and grams that
 * cross word edges. The grams carry what a word list cannot: typos ("pregant"), compounds
 * ("Schwangerschaftswoche", "laxeermiddeltjes") and inflections the stemmer does not know share most
 * of their grams with the words the corpus holds.
 */
export function featuresOf(text: string, locale: ChatLocale): string[] {
  const stemmer = STEMMERS[locale];
  // A number reads as its count of digits: "5 kg" as "7 kg", but "500 kcal" not as "1900 kcal".
  const tokens = words(normalize(text)).map((word) => (/^\d+$/u.test(word) ? `0${word.length}` : word));
  const features = new Set<string>();
  let previous = '^';
  for (const token of tokens) {
    const number = /^0\d$/u.test(token);
    const stem = number ? token : stemmer.stemWord(token);
    features.add(`w:${stem}`);
    features.add(`p:${previous} ${stem}`);
    previous = stem;
    if (number) continue;
    const marked = `#${token}#`;
    for (const length of GRAM_LENGTHS) {
      for (let start = 0; start + length <= marked.length; start += 1) {
        features.add(`g:${marked.slice(start, start + length)}`);
      }
    }
  }
  const line = ` ${tokens.join(' ')} `;
  for (let start = 0; start + PHRASE_GRAM <= line.length; start += 1) {
    features.add(`x:${line.slice(start, start + PHRASE_GRAM)}`);
  }
  return [...features];
}
