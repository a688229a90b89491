import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, jsonResponse, renderWithPortal, type FakeApi } from '@qis/shared/testing';
import MagicMenusPage from './MagicMenusPage';

const RECIPE = [
  '<h3>Poulet rôti aux légumes</h3>',
  '<p><strong>7 QIS</strong> par portion</p>',
  '<ul><li>120 g de blanc de poulet</li><li>150 g de courgette</li></ul>',
  '<ol><li>Faire rôtir le poulet.</li></ol>',
].join('');

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({
    'POST /api/magic-menus': () => ({ recipe: RECIPE, name: 'Poulet rôti aux légumes', qisPerPortion: 7 }),
    'POST /api/diary/entries': ({ body }) =>
      jsonResponse(201, {
        entry: {
          ...(body as object),
          id: 'e1',
          ref: 'magic-menu',
          foodId: null,
          grams: null,
          portions: null,
        },
        created: true,
      }),
  });
});
afterEach(() => api.restore());

const open = (path = '/fr/magic-menus') => renderWithPortal(<MagicMenusPage />, { path });

describe('MagicMenusPage', () => {
  it('writes the menu to today’s diary with its name, QIS and source: "I ate this"', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Créer une recette de petit-déjeuner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Votre recette magique : Petit-déjeuner' });
    // A breakfast goes to Morning unless the member picks another meal.
    const meal = within(dialog).getByRole('combobox', { name: 'Repas' });
    expect(meal).toHaveDisplayValue('Matin');
    await user.selectOptions(meal, 'Collation');
    await user.click(within(dialog).getByRole('button', { name: "J'ai mangé ça" }));
    expect(
      await screen.findByText('Noté dans le journal du jour : Poulet rôti aux légumes (7 QIS).'),
    ).toBeInTheDocument();
    const [sent] = api.callsTo('POST /api/diary/entries');
    const now = new Date();
    const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
      .map((part) => String(part).padStart(2, '0'))
      .join('-');
    expect(sent?.body).toEqual({
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      date: today,
      kind: 'quick',
      slot: 'snack',
      name: 'Poulet rôti aux légumes',
      qis: 7,
      source: 'magic-menu',
    });
    expect(sent?.headers.get('X-XSRF-TOKEN')).toBeTruthy();
  });

  it('shows the three optional fields and the three meal cards', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Menus magiques' })).toBeInTheDocument();
    for (const label of ["J'aime", "Je n'aime pas", 'Informations complémentaires']) {
      const field = screen.getByLabelText(label);
      expect(field).not.toBeRequired();
      expect(field).toHaveAttribute('maxlength', '200');
    }
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Petit-déjeuner',
      'Plat principal',
      'Collation',
    ]);
  });

  it('sends the wishes with the meal and the page locale, shows the loading modal, then the recipe with print', async () => {
    const user = userEvent.setup();
    open();
    await user.type(screen.getByLabelText("J'aime"), '  poulet ');
    await user.type(screen.getByLabelText("Je n'aime pas"), 'poisson');
    const held = api.hold('POST /api/magic-menus');
    await user.click(screen.getByRole('button', { name: 'Créer une recette de plat principal' }));

    const loading = await screen.findByRole('dialog', { name: 'Votre recette est en préparation' });
    expect(within(loading).getByText('Création de votre recette : Plat principal…')).toBeInTheDocument();
    // One recipe at a time.
    expect(
      screen.getByRole('button', { name: 'Créer une recette de collation', hidden: true }),
    ).toBeDisabled();
    held.release();

    const dialog = await screen.findByRole('dialog', { name: 'Votre recette magique : Plat principal' });
    expect(
      screen.queryByRole('dialog', { name: 'Votre recette est en préparation' }),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Poulet rôti aux légumes' })).toBeInTheDocument();
    expect(within(dialog).getByText('120 g de blanc de poulet')).toBeInTheDocument();
    expect(api.callsTo('POST /api/magic-menus')[0]?.body).toEqual({
      meal: 'Main Course',
      like: 'poulet',
      dislike: 'poisson',
      locale: 'fr',
    });
    expect(api.callsTo('POST /api/magic-menus')[0]?.headers.get('X-XSRF-TOKEN')).toBe('csrf-test-token');

    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Imprimer la recette' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();

    await user.click(within(dialog).getByText('Fermer', { selector: 'button' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on failure closes the loading modal, then shows the error toast', async () => {
    const user = userEvent.setup();
    open();
    const held = api.hold('POST /api/magic-menus');
    await user.click(screen.getByRole('button', { name: 'Créer une recette de petit-déjeuner' }));
    expect(
      await screen.findByRole('dialog', { name: 'Votre recette est en préparation' }),
    ).toBeInTheDocument();
    held.fail(500);

    expect(await screen.findByText('Erreur Inattendue')).toBeInTheDocument();
    expect(screen.getByText('Veuillez réessayer plus tard')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Créer une recette de petit-déjeuner' })).toBeEnabled();
  });

  it('says so in the member language when too many recipes were asked for', async () => {
    api.on('POST /api/magic-menus', () =>
      jsonResponse(429, { error: 'rate-limited', message: 'Too many magic menus, wait a minute' }),
    );
    const user = userEvent.setup();
    open('/de/magic-menus');
    await user.click(screen.getByRole('button', { name: 'Ein Snackrezept erstellen' }));
    expect(
      await screen.findByText(
        'Sie haben in kurzer Zeit viele Rezepte erstellt. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows markup typed in a field as text, and never runs markup in the recipe', async () => {
    const attack = '<img src=x onerror=alert(1)>';
    // The server escapes the wish; a recipe that still carried live markup is cleaned again in the browser.
    api.on('POST /api/magic-menus', () => ({
      recipe: `<p>Avec ${attack.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">lien</a>`,
    }));
    const user = userEvent.setup();
    open();
    await user.type(screen.getByLabelText("J'aime"), attack.replace(/[{[]/g, '$&$&'));
    expect(screen.getByLabelText("J'aime")).toHaveValue(attack);
    await user.click(screen.getByRole('button', { name: 'Créer une recette de collation' }));

    const dialog = await screen.findByRole('dialog', { name: 'Votre recette magique : Collation' });
    expect(within(dialog).getByText(`Avec ${attack}`)).toBeInTheDocument();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).getByText('lien')).not.toHaveAttribute(
      'href',
      expect.stringContaining('javascript'),
    );
    expect(api.callsTo('POST /api/magic-menus')[0]?.body).toMatchObject({ like: attack });
  });

  it('forgets a recipe whose loading modal was closed', async () => {
    const user = userEvent.setup();
    open();
    const held = api.hold('POST /api/magic-menus');
    await user.click(screen.getByRole('button', { name: 'Créer une recette de collation' }));
    await screen.findByRole('dialog', { name: 'Votre recette est en préparation' });
    await user.keyboard('{Escape}');
    held.release();
    await waitFor(() => expect(api.callsTo('POST /api/magic-menus')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
