import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { HomePage } from './HomePage';
import { renderWithPortal, storeSession } from '@qis/shared/testing';
import '../testing/portalRouteTables';

beforeEach(() => {
  localStorage.clear();
  storeSession();
});

describe('home', () => {
  it('greets the member and links the spec’s five tiles first, then the diary', () => {
    renderWithPortal(<HomePage />, { bare: true, signIn: false, path: '/home' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Camille' })).toBeInTheDocument();
    const tiles = within(screen.getByRole('list')).getAllByRole('link');
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual([
      '/chat',
      '/gym',
      '/meal-plan',
      '/magic-menus',
      '/contact',
      '/diary',
    ]);
    expect(tiles[1]).toHaveTextContent('Fitness coach');
  });

  it('keeps the locale segment and speaks the locale', () => {
    renderWithPortal(<HomePage />, { bare: true, signIn: false, path: '/fr/home' });
    expect(screen.getByRole('link', { name: /Plan de repas/ })).toHaveAttribute('href', '/fr/meal-plan');
    expect(screen.getByRole('link', { name: /Coach fitness/ })).toHaveAttribute('href', '/fr/gym');
  });
});
