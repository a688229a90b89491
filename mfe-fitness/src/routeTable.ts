import type { RouteTable } from '@qis/shared';

/**
 * Every screen of the fitness remote: its routes (routes.tsx), its standalone links, and its entries
 * in the shell's side menu and home page are all read from here. `order` places an entry in the whole
 * menu across the remotes.
 */
export const FITNESS_ROUTES = {
  remote: 'mfe-fitness',
  routes: [
    {
      path: 'gym',
      screen: 'gym',
      title: { ns: 'fitness-gym', key: 'title' },
      menu: { key: 'gym', order: 50 },
      homeTile: 2,
    },
    {
      // Opened from a workout's card on /gym, so it has no menu entry nor standalone link.
      path: 'gym/workout/:id',
      screen: 'guidedWorkout',
      title: { ns: 'fitness-workout', key: 'title' },
    },
  ],
} as const satisfies RouteTable;
