import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import {
  createAppStore,
  i18n,
  initI18n,
  SUPPORTED_LOCALES,
  MemoryRouter,
  Route,
  Routes,
  useLocation,
} from '@qis/shared';
import FitnessRoutes from './routes';
import { FITNESS_LINKS } from './links';

initI18n('en');

function LocationProbe() {
  const { pathname } = useLocation();
  return <p data-testid="location">{pathname}</p>;
}

/** Mounts the remote the way the shell does: under each locale base and at the root; /home is the shell's. */
function renderAt(path: string) {
  const remote = <FitnessRoutes />;
  return render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {SUPPORTED_LOCALES.map((locale) => (
            <Route key={locale} path={`${locale}/*`} element={remote} />
          ))}
          {SUPPORTED_LOCALES.map((locale) => (
            <Route key={locale} path={`${locale}/home`} element={<h1>Shell home</h1>} />
          ))}
          <Route path="home" element={<h1>Shell home</h1>} />
          <Route path="*" element={remote} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
}

describe('mfe-fitness routes', () => {
  it.each([['/gym', 'Online fitness studio']])('%s shows its title', async (path, title) => {
    if (i18n.language !== 'en') await i18n.changeLanguage('en');
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([['/fr/gym', 'Studio de fitness en ligne']])('%s shows its French title', async (path, title) => {
    await i18n.changeLanguage('fr');
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });

  it.each([
    ['/unknown', '/home'],
    ['/fr/gym/nothing-here', '/fr/home'],
  ])('sends the unknown path %s to %s', async (path, target) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Shell home' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(target);
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
