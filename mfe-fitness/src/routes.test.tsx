import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { i18n, SUPPORTED_LOCALES } from '@qis/shared';
import { currentLocation, renderRemoteRoutes, SHELL_HOME_HEADING } from '@qis/shared/testing';
import FitnessRoutes from './routes';
import { FITNESS_LINKS } from './links';

/** Mounts the remote the way the shell does, in the locale of the path. */
const renderAt = (path: string) => renderRemoteRoutes(FitnessRoutes, { path });

describe('mfe-fitness routes', () => {
  it.each([['/gym', 'Online fitness studio']])('%s shows its title', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([['/fr/gym', 'Studio de fitness en ligne']])('%s shows its French title', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['/unknown', '/home'],
    ['/fr/gym/nothing-here', '/fr/home'],
  ])('sends the unknown path %s to %s', async (path, target) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: SHELL_HOME_HEADING })).toBeInTheDocument();
    expect(currentLocation()).toBe(target);
  });

  it('links every route in the standalone frame, with a translated label', () => {
    expect(FITNESS_LINKS.map((link) => link.to)).toEqual(['/gym']);
    for (const link of FITNESS_LINKS) {
      for (const locale of SUPPORTED_LOCALES) {
        expect(i18n.exists(link.labelKey, { ns: link.ns, lng: locale })).toBe(true);
      }
    }
  });
});
