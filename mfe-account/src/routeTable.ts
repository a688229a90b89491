import type { RouteTable } from '@qis/shared';

/**
 * Every screen of the account remote: its routes (routes.tsx), its standalone links, and its entries
 * in the shell's side menu and home page are all read from here. `order` places an entry in the whole
 * menu across the remotes. The profile has no menu entry: the header's name links to it.
 */
export const ACCOUNT_ROUTES = {
  remote: 'mfe-account',
  routes: [
    {
      path: 'profile',
      screen: 'profile',
      title: { ns: 'account-profile', key: 'title' },
    },
    {
      path: 'contact',
      screen: 'contact',
      title: { ns: 'account-contact', key: 'title' },
      menu: { key: 'contact', order: 80 },
      homeTile: 5,
    },
  ],
} as const satisfies RouteTable;
