import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@qis/contract';
import { installFakeApi, jsonResponse, renderWithPortal, storeSession } from '@qis/shared/testing';
import { Layout } from './Layout';
import { menuFor, type MenuGroup } from './menuItems';
import { SideMenu } from './SideMenu';
import { PORTAL_ROUTE_TABLES } from '../testing/portalRouteTables';

// Which Useful children each locale shows: only the screens whose content exists in that language.
const USEFUL_BY_LOCALE: Record<Locale, string[]> = {
  de: ['tipOfTheDay', 'recipeOfTheDay', 'foodDatabase', 'lowQis', 'cholesterolFree', 'bonus'],
  en: ['tipOfTheDay', 'recipeOfTheDay', 'foodDatabase', 'lowQis', 'cholesterolFree', 'bonus'],
  fr: ['tipOfTheDay', 'recipeOfTheDay', 'bonus'],
  nl: ['recipeOfTheDay'],
};

const groupKeys = (locale: Locale, key: string) =>
  (
    menuFor(PORTAL_ROUTE_TABLES, locale).find((entry) => entry.key === key) as MenuGroup | undefined
  )?.children.map((c) => c.key);

describe('menu entries per locale', () => {
  it.each(Object.entries(USEFUL_BY_LOCALE))('%s shows the Useful children of the table', (locale, keys) => {
    expect(groupKeys(locale as Locale, 'useful')).toEqual(keys);
  });

  it.each(['en', 'fr', 'de', 'nl'] as Locale[])(
    '%s shows the top level in order and all QIS children',
    (locale) => {
      expect(menuFor(PORTAL_ROUTE_TABLES, locale).map((entry) => entry.key)).toEqual([
        'home',
        'chat',
        'mealPlan',
        'diary',
        'magicMenus',
        'gym',
        'useful',
        'qis',
        'contact',
      ]);
      expect(groupKeys(locale, 'qis')).toEqual(['whatIsQis', 'calculator', 'table']);
    },
  );
});

describe('side menu', () => {
  function renderMenu(path: string) {
    renderWithPortal(<SideMenu id="menu" open={false} onNavigate={() => undefined} />, {
      bare: true,
      signIn: false,
      path,
    });
    return screen.getByRole('navigation', { name: /menu|Hauptmenü|Hoofdmenu/i });
  }

  it('renders the French menu with locale-keeping links and the French Useful children', async () => {
    const user = userEvent.setup();
    const menu = renderMenu('/fr/home');
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links.slice(0, 6)).toEqual([
      ['Accueil', '/fr/home'],
      ['Chat IA', '/fr/chat'],
      ['Plan de repas', '/fr/meal-plan'],
      ['Journal QIS', '/fr/diary'],
      ['Menus magiques', '/fr/magic-menus'],
      ['Salle de sport', '/fr/gym'],
    ]);

    const useful = within(menu).getByRole('button', { name: 'Utile' });
    expect(useful).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('link', { name: 'Conseil du jour' })).not.toBeInTheDocument();
    await user.click(useful);
    expect(useful).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Conseil du jour' })).toHaveAttribute(
      'href',
      '/fr/useful/tip-of-the-day',
    );
    expect(within(menu).getByRole('link', { name: 'Recette du jour' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Points bonus' })).toBeInTheDocument();
    expect(
      within(menu).queryByRole('link', { name: 'Base de données des aliments' }),
    ).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Aliments à faible QIS' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Aliments sans cholestérol' })).not.toBeInTheDocument();

    await user.click(useful);
    expect(within(menu).queryByRole('link', { name: 'Conseil du jour' })).not.toBeInTheDocument();

    expect(within(menu).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/fr/contact');
    expect(within(menu).getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
  });

  it('opens the group of the current page and shows only the recipe in Dutch', () => {
    const menu = renderMenu('/nl/useful/recipe-of-the-day');
    const usefulLinks = within(menu)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/nl/useful/'));
    expect(usefulLinks.map((link) => link.textContent)).toEqual(['Recept van de dag']);
    expect(within(menu).getByRole('button', { name: 'Handig' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows all six Useful children in German, with links under /de', async () => {
    const user = userEvent.setup();
    const menu = renderMenu('/de/home');
    await user.click(within(menu).getByRole('button', { name: 'Nützliches' }));
    const usefulLinks = within(menu)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/de/useful/'));
    expect(usefulLinks).toHaveLength(6);
  });

  it('logs out through the logout route', async () => {
    const user = userEvent.setup();
    const menu = renderMenu('/fr/home');
    await user.click(within(menu).getByRole('button', { name: 'Déconnexion' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/fr\/logout$/);
  });
});

describe('layout', () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession();
    installFakeApi(() => jsonResponse(200, { activeUsers: 3 }));
  });

  it('has the landmarks and a menu toggle that shows and hides the menu', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Layout />, { bare: true, signIn: false, path: '/home' });

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const toggle = screen.getByRole('button', { name: 'Menu' });

    expect(toggle).toHaveAttribute('aria-controls', menu.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('shell-menu--open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveClass('shell-menu--open');

    // Choosing an entry closes the menu again (it covers the page on small screens).
    await user.click(within(menu).getByRole('link', { name: 'Gym' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/gym$/);
  });

  it('shows the member name linking to the profile and a chat shortcut, in the locale', () => {
    renderWithPortal(<Layout />, { bare: true, signIn: false, path: '/fr/home' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: /Camille Martin/ })).toHaveAttribute(
      'href',
      '/fr/profile',
    );
    expect(within(header).getByRole('link', { name: 'Chat IA' })).toHaveAttribute('href', '/fr/chat');
    expect(within(header).getByRole('link', { name: 'QIS – Accueil' })).toHaveAttribute('href', '/fr/home');
    expect(within(header).getByRole('navigation', { name: 'Langue' })).toBeInTheDocument();
  });
});
