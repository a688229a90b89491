import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, installFakeApi, renderWithPortal } from '@qis/shared/testing';
import '../i18n';
import { SaveMeal } from './SaveMeal';

describe('save a slot as a meal', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi({
      'POST /api/diary/meals': ({ body }) => ({ id: 'm1', ...(body as object), items: [] }),
    });
  });
  afterEach(() => api.restore());

  it('asks for a name, then saves the slot of the day under it', async () => {
    const user = userEvent.setup();
    renderWithPortal(<SaveMeal day="2026-03-02" slot="morning" />, { path: '/en/diary' });
    await user.click(screen.getByRole('button', { name: /as a meal/ }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: 'Name of the meal' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('Please enter a name.');
    expect(api.callsTo('POST /api/diary/meals')).toHaveLength(0);
    await user.type(name, '  My breakfast ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/diary/meals')).toHaveLength(1));
    expect(api.callsTo('POST /api/diary/meals')[0]!.body).toEqual({
      name: 'My breakfast',
      from: '2026-03-02',
      slot: 'morning',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s reason in the dialog (an empty slot)', async () => {
    const user = userEvent.setup();
    api.on('POST /api/diary/meals', () =>
      Response.json({ error: 'empty-slot', message: 'Ce repas est vide.' }, { status: 409 }),
    );
    renderWithPortal(<SaveMeal day="2026-03-02" slot="noon" />, { path: '/fr/diary' });
    await user.click(screen.getByRole('button', { name: /comme repas/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom du repas' }), 'Déjeuner');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ce repas est vide.');
  });
});
