import type { RouteTable } from '@qis/shared';

/**
 * Every screen of the coaching remote: its routes (routes.tsx), its standalone links, and its entries
 * in the shell's side menu and home page are all read from here. `order` places an entry in the whole
 * menu across the remotes.
 */
export const COACHING_ROUTES = {
  remote: 'mfe-coaching',
  routes: [
    {
      path: 'chat',
      screen: 'chat',
      title: { ns: 'coaching-chat', key: 'title' },
      menu: { key: 'chat', order: 20 },
      homeTile: 1,
    },
    {
      path: 'magic-menus',
      screen: 'magicMenus',
      title: { ns: 'coaching-magic-menus', key: 'title' },
      menu: { key: 'magicMenus', order: 40 },
      homeTile: 4,
    },
  ],
} as const satisfies RouteTable;
