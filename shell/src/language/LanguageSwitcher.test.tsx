import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@qis/shared';
import { renderWithPortal } from '@qis/shared/testing';
import { App } from '../App';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useDocumentLocale } from './useDocumentLocale';

function Page() {
  useDocumentLocale();
  return <LanguageSwitcher />;
}

const switcherLinks = () => within(screen.getByRole('navigation')).getAllByRole('link');

describe('language switcher', () => {
  it.each([
    ['/fr/profile', ['en', 'de', 'nl']],
    ['/profile', ['de', 'fr', 'nl']],
    ['/en/home', ['de', 'fr', 'nl']],
    ['/de', ['en', 'fr', 'nl']],
    ['/nl/qis/table', ['en', 'de', 'fr']],
  ])('on %s offers the other locales in the order en, de, fr, nl', (path, locales) => {
    renderWithPortal(<Page />, { bare: true, signIn: false, path });
    expect(switcherLinks().map((link) => link.getAttribute('hreflang'))).toEqual(locales);
  });

  it('replaces the locale segment and keeps the path, the query and the hash', () => {
    renderWithPortal(<Page />, {
      bare: true,
      signIn: false,
      path: '/fr/meal-plan/results?weight=70&age=40#monday',
    });
    expect(switcherLinks().map((link) => link.getAttribute('href'))).toEqual([
      '/en/meal-plan/results?weight=70&age=40#monday',
      '/de/meal-plan/results?weight=70&age=40#monday',
      '/nl/meal-plan/results?weight=70&age=40#monday',
    ]);
  });

  it('adds the locale segment to a path without one', () => {
    renderWithPortal(<Page />, { bare: true, signIn: false, path: '/contact?from=menu' });
    expect(screen.getByRole('link', { name: /Deutsch/ })).toHaveAttribute('href', '/de/contact?from=menu');
  });

  it('switches the language of the page and <html lang> when followed', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Page />, { bare: true, signIn: false, path: '/fr/gym?video=3#top' });
    expect(screen.getByRole('navigation', { name: 'Langue' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Nederlands/ }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/nl\/gym\?video=3#top$/);
    expect(i18n.language).toBe('nl');
    expect(document.documentElement.lang).toBe('nl');
    expect(screen.getByRole('navigation', { name: 'Taal' })).toBeInTheDocument();
  });

  it('follows the URL locale from the app root, whatever the initial language', async () => {
    renderWithPortal(<App />, { bare: true, signIn: false, path: '/de/login', locale: 'fr' });
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });
});
