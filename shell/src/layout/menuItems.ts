import type { Locale } from '@qis/shared';

export interface MenuLink {
  kind: 'link';
  /** Label key under `menu.` in the layout translations. */
  key: string;
  path: string;
  /** The locales the entry shows in; all when absent. */
  locales?: readonly Locale[];
}

export interface MenuGroup {
  kind: 'group';
  key: string;
  children: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

const link = (key: string, path: string, locales?: readonly Locale[]): MenuLink => ({
  kind: 'link',
  key,
  path,
  ...(locales ? { locales } : {}),
});

/** The side menu of spec section 2, in its order, with the per-locale table of the Useful group. */
export const MENU: readonly MenuEntry[] = [
  link('home', '/home'),
  link('chat', '/chat'),
  link('mealPlan', '/meal-plan'),
  link('magicMenus', '/magic-menus'),
  link('gym', '/gym'),
  {
    kind: 'group',
    key: 'useful',
    children: [
      link('tipOfTheDay', '/useful/tip-of-the-day', ['de', 'en', 'fr']),
      link('recipeOfTheDay', '/useful/recipe-of-the-day'),
      link('foodDatabase', '/useful/food-database', ['de', 'en']),
      link('lowQis', '/useful/low-qis', ['de', 'en']),
      link('cholesterolFree', '/useful/cholesterol-free', ['de', 'en']),
      link('bonus', '/useful/bonus', ['de', 'en', 'fr']),
    ],
  },
  {
    kind: 'group',
    key: 'qis',
    children: [
      link('whatIsQis', '/qis/what-is-qis'),
      link('calculator', '/qis/calculator'),
      link('table', '/qis/table'),
    ],
  },
  link('contact', '/contact'),
];

const shownIn = (entry: MenuLink, locale: Locale) => !entry.locales || entry.locales.includes(locale);

/** The menu as a member with this locale sees it; a group left without children disappears. */
export function menuFor(locale: Locale): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const entry of MENU) {
    if (entry.kind === 'link') {
      if (shownIn(entry, locale)) entries.push(entry);
      continue;
    }
    const children = entry.children.filter((child) => shownIn(child, locale));
    if (children.length > 0) entries.push({ ...entry, children });
  }
  return entries;
}
