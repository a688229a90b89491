import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '@qis/contract';
import { REPO_ROOT } from '../../../../config';

/** What the safety screen tells apart: the four referrals, and the questions it coaches. */
export const SAFETY_CLASSES = ['distress', 'target', 'medicine', 'condition', 'ordinary'] as const;
export type SafetyClass = (typeof SAFETY_CLASSES)[number];
export type RiskyClass = Exclude<SafetyClass, 'ordinary'>;

export interface LabelledText {
  locale: Locale;
  text: string;
  label: SafetyClass;
  /** Held-out set only: a distress question about self-harm, suicide or hopelessness (its answer must name 112). */
  selfHarm?: boolean;
  /** Corpus only: the writer's brief the question comes from (`everyday` of `en-everyday.json`). */
  brief?: string;
}

/** The data beside the classifier, read from the sources in every build (tsc does not copy JSON). */
const SAFETY_DIR = path.join(REPO_ROOT, 'mock-api', 'src', 'coaching', 'assistant', 'safety');
/** What the classifier learns from: several writers per language, each a file `<locale>-<brief>.json`. */
export const CORPUS_DIR = path.join(SAFETY_DIR, 'corpus');
/**
 * The writers' briefs the classifier learns from, one file per language each. A brief is listed once
 * its writer has finished and its files were checked (labels, duplicates, no held-out question), so
 * a file still being written in the folder is never trained on.
 */
export const CORPUS_BRIEFS = [
  'body',
  'breadth',
  'calculator',
  'context',
  'diary',
  'earlier',
  'edges',
  'everyday',
  'feelings',
  'formal',
  'messy',
  'near',
  'numbers',
  'others',
  'product',
  'quick',
  'selfharm',
  'short',
  'story',
  'young',
] as const;
/** What it is measured on and never trained on: `<locale>.json`, written by someone who saw neither. */
export const HELD_OUT_DIR = path.join(SAFETY_DIR, 'heldout');

const isClass = (value: unknown): value is SafetyClass => SAFETY_CLASSES.includes(value as SafetyClass);

/** The corpus's file names: every listed brief in every language. */
export const corpusFiles = (): string[] =>
  CORPUS_BRIEFS.flatMap((brief) => LOCALES.map((locale) => `${locale}-${brief}.json`)).sort();

const jsonFilesOf = (dir: string): string[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();

/** Every labelled question of a folder's JSON files (or of the named ones), the locale taken from each file's name. */
export function readLabelled(dir: string, names = jsonFilesOf(dir)): LabelledText[] {
  return names.flatMap((name) => {
    const locale = name.slice(0, 2) as Locale;
    if (!LOCALES.includes(locale)) throw new Error(`${name}: the file name must start with a locale`);
    const brief = name.slice(3, -'.json'.length);
    const entries = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as unknown[];
    return entries.map((entry, index): LabelledText => {
      const { text, label, selfHarm } = entry as Partial<LabelledText>;
      if (typeof text !== 'string' || text.trim() === '' || !isClass(label)) {
        throw new Error(`${name}[${index}]: a text and one of ${SAFETY_CLASSES.join(', ')} expected`);
      }
      return {
        locale,
        text,
        label,
        ...(selfHarm === true ? { selfHarm } : {}),
        ...(brief === '' ? {} : { brief }),
      };
    });
  });
}

/** What the classifier learns from: the listed briefs' files. */
export const readCorpus = (): LabelledText[] => readLabelled(CORPUS_DIR, corpusFiles());
