import { describe, expect, it } from '@jest/globals';
import { MESSAGES } from '.';

/** Every text a message can produce, with stand-ins for the figures it is given. */
function texts(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => texts(item));
  if (typeof value === 'function') {
    if (key === 'incomplete') return [value(['weight', 'birthYear', 'gender'], '/p', '/c') as string];
    if (key === 'basis')
      return [value('N', 'N', 'female') as string, value('N', true) as string, value('N', false) as string];
    if (key === 'intro') return [value('N', 'N') as string, value(null, null) as string];
    if (key === 'none') return [value('N', 'N') as string, value(null, null) as string];
    return [value('N', 'N', 'N', 'N') as string];
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([name, item]) => texts(item, name));
  }
  return [];
}

describe('assistant messages', () => {
  it.each(Object.keys(MESSAGES))('in %s hold no figure of their own: every number is passed in', (locale) => {
    const all = texts(MESSAGES[locale as keyof typeof MESSAGES]);
    expect(all.length).toBeGreaterThan(40);
    expect(all.filter((text) => /\d/.test(text))).toEqual([]);
  });
});
