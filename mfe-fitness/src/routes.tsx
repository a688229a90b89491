import { lazy, type ComponentType } from 'react';
import { TableRoutes, type ScreenOf } from '@qis/shared';
import { FITNESS_ROUTES } from './routeTable';
// Registered eagerly: the standalone frame names these screens before they load.
import './gym/i18n';

/** The screen of each row of the route table; each is its own chunk, downloaded when its route first opens. */
export const FITNESS_SCREENS = {
  gym: lazy(() => import('./gym/GymPage')),
  guidedWorkout: lazy(() => import('./workout/GuidedWorkoutPage')),
} satisfies Record<ScreenOf<typeof FITNESS_ROUTES>, ComponentType>;

/** The fitness remote's routes (what it exposes as `./routes`), from its route table. */
export default function FitnessRoutes() {
  return <TableRoutes table={FITNESS_ROUTES} screens={FITNESS_SCREENS} />;
}
