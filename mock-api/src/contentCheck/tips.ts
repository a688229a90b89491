import { readContentJson } from '../nutrition/content';
import { checkLocalized, CONTENT_LANGUAGES, Section, sentenceCount } from './findings';

export const MIN_TIPS = 60;
/** A title fits one line of the tip-of-the-day card. */
export const TIP_TITLE_MAX = 60;

interface TipContent {
  id: string;
  title: Record<string, string>;
  body: Record<string, string>;
}

/** mock-api/content/tips.json: enough tips, unique ids, four languages, short titles, 2–4 sentences. */
export function checkTips(contentDir?: string) {
  const section = new Section();
  let tips: TipContent[];
  try {
    tips = readContentJson<TipContent[]>('tips.json', contentDir);
  } catch (error) {
    section.error(`tips.json: ${(error as Error).message}`);
    return section.result();
  }
  if (!Array.isArray(tips)) {
    section.error('tips.json: not an array');
    return section.result();
  }
  if (tips.length < MIN_TIPS) section.error(`tips.json: ${tips.length} tips, at least ${MIN_TIPS} required`);
  const ids = new Set<string>();
  tips.forEach((tip, index) => {
    const where = `tips[${index}] ${tip.id}`;
    if (typeof tip.id !== 'string' || !/^tip-[a-z0-9]+(-[a-z0-9]+)*$/.test(tip.id)) {
      section.error(`${where}: id must be tip-kebab-case`);
    }
    if (ids.has(tip.id)) section.error(`${where}: duplicate id`);
    ids.add(tip.id);
    checkLocalized(section, tip.title, `${where}.title`, { maxLength: TIP_TITLE_MAX });
    checkLocalized(section, tip.body, `${where}.body`);
    for (const language of CONTENT_LANGUAGES) {
      const text = tip.body?.[language];
      const count = typeof text === 'string' ? sentenceCount(text) : 0;
      if (count && (count < 2 || count > 4)) {
        section.error(`${where}.body.${language}: ${count} sentences (2–4 expected)`);
      }
    }
  });
  section.line(`== Tips: ${tips.length}`);
  return section.result();
}
