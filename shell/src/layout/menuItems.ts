import { appPath, shownInLocale, type RouteRow } from '@qis/shared';
import type { Locale } from '@qis/contract';
import { allRouteRows, type RouteTables } from '../remotes/routeTables';

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

/**
 * The side menu, read from the route tables the remotes' builds publish (the shell's home, then each
 * remote's rows with a menu entry), ordered by each entry's `order`; a group stands where its first
 * entry does. The spec's order and per-locale table are the rows' `order` and `locales`
 * (SideMenu.test.tsx holds them to it).
 */
export function menuFromRows(rows: readonly RouteRow[]): MenuEntry[] {
  const withMenu = rows
    .flatMap((row) => (row.menu ? [{ row, menu: row.menu }] : []))
    .sort((a, b) => a.menu.order - b.menu.order);
  const entries: MenuEntry[] = [];
  const groups = new Map<string, MenuLink[]>();
  for (const { row, menu } of withMenu) {
    const entry: MenuLink = {
      kind: 'link',
      key: menu.key,
      path: appPath(row),
      ...(row.locales ? { locales: row.locales } : {}),
    };
    if (!menu.group) {
      entries.push(entry);
      continue;
    }
    let children = groups.get(menu.group);
    if (!children) {
      children = [];
      groups.set(menu.group, children);
      entries.push({ kind: 'group', key: menu.group, children });
    }
    children.push(entry);
  }
  return entries;
}

/** The menu as a member with this locale sees it; a group left without children disappears. */
export function menuFor(tables: RouteTables, locale: Locale): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const entry of menuFromRows(allRouteRows(tables))) {
    if (entry.kind === 'link') {
      if (shownInLocale(entry, locale)) entries.push(entry);
      continue;
    }
    const children = entry.children.filter((child) => shownInLocale(child, locale));
    if (children.length > 0) entries.push({ ...entry, children });
  }
  return entries;
}
