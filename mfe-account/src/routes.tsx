import { lazy, type ComponentType } from 'react';
import { TableRoutes, type ScreenOf } from '@qis/shared';
import { ACCOUNT_ROUTES } from './routeTable';
// Registered eagerly: the standalone frame names these pages before they load.
import './profile/i18n';
import './contact/i18n';

/** The screen of each row of the route table; each page is its own chunk (the chart library loads only with /profile). */
export const ACCOUNT_SCREENS = {
  profile: lazy(() => import('./profile/ProfilePage')),
  contact: lazy(() => import('./contact/ContactPage')),
} satisfies Record<ScreenOf<typeof ACCOUNT_ROUTES>, ComponentType>;

/** The account remote's routes (what it exposes as `./routes`), from its route table. */
export default function AccountRoutes() {
  return <TableRoutes table={ACCOUNT_ROUTES} screens={ACCOUNT_SCREENS} />;
}
