import { LOCALES } from '@qis/contract';
/** What one rule found: an error fails the check, a warning is printed for the author to judge. */
export interface Finding {
  level: 'error' | 'warning';
  message: string;
}

/** One part of the check (recipes, tips, …): its findings and the figures it prints. */
export interface SectionResult {
  findings: Finding[];
  /** Lines for the author: tables of kcal, QIS and counts. */
  report: string[];
}

export class Section {
  readonly findings: Finding[] = [];
  readonly report: string[] = [];
  error(message: string): void {
    this.findings.push({ level: 'error', message });
  }
  warn(message: string): void {
    this.findings.push({ level: 'warning', message });
  }
  line(text = ''): void {
    this.report.push(text);
  }
  result(): SectionResult {
    return { findings: this.findings, report: this.report };
  }
}

/** The content's four languages: every text exists in each. */
export const CONTENT_LANGUAGES = LOCALES;

/** Every language present and not blank (and not longer than `maxLength`); other keys are suspicious. */
export function checkLocalized(
  section: Section,
  value: unknown,
  where: string,
  { maxLength }: { maxLength?: number } = {},
): void {
  if (!value || typeof value !== 'object') {
    section.error(`${where}: missing locale object`);
    return;
  }
  const texts = value as Record<string, unknown>;
  for (const language of CONTENT_LANGUAGES) {
    const text = texts[language];
    if (typeof text !== 'string' || text.trim() === '')
      section.error(`${where}.${language}: missing or empty`);
    else if (maxLength !== undefined && text.length > maxLength) {
      section.error(`${where}.${language}: ${text.length} characters > ${maxLength}`);
    }
  }
  const extra = Object.keys(texts).filter((key) => !(CONTENT_LANGUAGES as readonly string[]).includes(key));
  if (extra.length > 0) section.warn(`${where}: unexpected keys ${extra.join(', ')}`);
}

/** A rough sentence count: a break after . ! ? … followed by a space and a capital, digit or quote. */
export function sentenceCount(text: string): number {
  return text
    .trim()
    .split(/(?<=[.!?…])\s+(?=[A-ZÀ-ÖØ-ÞŒ0-9«"'])/u)
    .filter((sentence) => sentence.trim() !== '').length;
}

export const padEnd = (value: unknown, width: number) => String(value).padEnd(width);
export const padStart = (value: unknown, width: number) => String(value).padStart(width);
