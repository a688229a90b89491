import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stripLocale, useLocale, useLocalizedPath, NavLink, useLocation, useNavigate } from '@qis/shared';
import { LAYOUT_NS } from './i18n';
import { ChevronIcon } from './icons';
import { menuFor, type MenuGroup, type MenuLink } from './menuItems';
import { useRouteTables } from '../remotes/routeTables';

interface SideMenuProps {
  id: string;
  open: boolean;
  /** Called after a choice, so the menu closes again on small screens. */
  onNavigate: () => void;
}

function MenuItemLink({ entry, onNavigate }: { entry: MenuLink; onNavigate: () => void }) {
  const { t } = useTranslation(LAYOUT_NS);
  const localized = useLocalizedPath();
  return (
    <li>
      <NavLink className="shell-menu__link" to={localized(entry.path)} onClick={onNavigate}>
        {t(`menu.${entry.key}`)}
      </NavLink>
    </li>
  );
}

function MenuItemGroup({ entry, onNavigate }: { entry: MenuGroup; onNavigate: () => void }) {
  const { t } = useTranslation(LAYOUT_NS);
  const { pathname } = useLocation();
  const listId = useId();
  // A group holding the current page starts open, so the member sees where they are.
  const [expanded, setExpanded] = useState(() =>
    entry.children.some((child) => stripLocale(pathname).startsWith(child.path)),
  );
  return (
    <li className="shell-menu__group">
      <button
        type="button"
        className="shell-menu__group-toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        {t(`menu.${entry.key}`)}
        <ChevronIcon />
      </button>
      <ul id={listId} className="shell-menu__sublist" hidden={!expanded}>
        {entry.children.map((child) => (
          <MenuItemLink key={child.key} entry={child} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

/** The side menu: entries filtered by the locale, two collapsible groups, logout. */
export function SideMenu({ id, open, onNavigate }: SideMenuProps) {
  const { t } = useTranslation(LAYOUT_NS);
  const locale = useLocale();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  // Until the tables arrive (or when they cannot), the menu holds the shell's own entries.
  const routeTables = useRouteTables();
  const tables = routeTables.status === 'ready' ? routeTables.tables : {};

  return (
    <nav
      id={id}
      className={open ? 'shell-menu shell-menu--open no-print' : 'shell-menu no-print'}
      aria-label={t('menu.label')}
    >
      <ul className="shell-menu__list">
        {menuFor(tables, locale).map((entry) =>
          entry.kind === 'link' ? (
            <MenuItemLink key={entry.key} entry={entry} onNavigate={onNavigate} />
          ) : (
            <MenuItemGroup key={entry.key} entry={entry} onNavigate={onNavigate} />
          ),
        )}
      </ul>
      <button
        type="button"
        className="shell-menu__logout"
        onClick={() => {
          onNavigate();
          navigate(localized('/logout'));
        }}
      >
        {t('menu.logout')}
      </button>
    </nav>
  );
}
