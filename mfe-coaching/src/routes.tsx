import { lazy, type ComponentType } from 'react';
import { TableRoutes, type ScreenOf } from '@qis/shared';
import { COACHING_ROUTES } from './routeTable';
// Registered eagerly: the standalone frame names these screens before they load.
import './chat/i18n';
import './magicMenus/i18n';

/** The screen of each row of the route table; each is its own chunk, downloaded when its route first opens. */
export const COACHING_SCREENS = {
  chat: lazy(() => import('./chat/ChatPage')),
  magicMenus: lazy(() => import('./magicMenus/MagicMenusPage')),
} satisfies Record<ScreenOf<typeof COACHING_ROUTES>, ComponentType>;

/** The coaching remote's routes (what it exposes as `./routes`), from its route table. */
export default function CoachingRoutes() {
  return <TableRoutes table={COACHING_ROUTES} screens={COACHING_SCREENS} />;
}
