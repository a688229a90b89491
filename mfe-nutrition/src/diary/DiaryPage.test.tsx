import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, entryTotals } from '@qis/contract';
import type { DiaryDay, DiaryEntry, DiaryFood, DiarySummary } from '@qis/contract/api';
import { type FakeApi, installFakeApi, renderWithPortal } from '@qis/shared/testing';
import DiaryPage from './DiaryPage';
import { today } from './days';
import { PENDING_KEY } from './offline/pendingStore';

const TODAY = today();

function dayWith(entries: DiaryEntry[], overrides: Partial<DiaryDay> = {}): DiaryDay {
  const { eaten, bySlot, activityBonus } = entryTotals(entries);
  const bonus = activityBonus + 9;
  return {
    date: TODAY,
    entries,
    range: { kind: 'range', min: 150, max: 159, activityLevel: 'sitting', weight: 75, age: 38 },
    workouts: [{ id: 'w1', minutes: 10, qis: 9 }],
    totals: {
      eaten,
      bySlot,
      activityBonus,
      workoutBonus: 9,
      bonus,
      allowance: { min: 150 + bonus, max: 159 + bonus },
      left: 159 + bonus - eaten,
    },
    ...overrides,
  };
}

const entry = (overrides: Partial<DiaryEntry>): DiaryEntry => ({
  id: 'e1',
  clientId: 'c1',
  date: TODAY,
  kind: 'quick',
  slot: 'noon',
  name: 'Soupe',
  foodId: null,
  ref: null,
  grams: null,
  portions: null,
  portion: null,
  minutes: null,
  qis: 10,
  ...overrides,
});

/** The French diary, with a raw apple found in the catalogue and picked: its amount form is open. */
async function pickRawApple() {
  const user = userEvent.setup();
  renderWithPortal(<DiaryPage />, { path: '/fr/diary' });
  await screen.findByText('Il vous reste 176 QIS');
  await user.type(screen.getByRole('searchbox', { name: 'Chercher un aliment' }), 'pomme');
  await user.click(screen.getByRole('button', { name: 'Chercher' }));
  await user.click(await screen.findByRole('button', { name: /Pomme, crue/ }));
  return user;
}

const SUMMARY: DiarySummary = {
  from: addDays(TODAY, -6),
  to: TODAY,
  range: { kind: 'range', min: 150, max: 159, activityLevel: 'sitting', weight: 75, age: 38 },
  days: Array.from({ length: 7 }, (_, index) => ({
    date: addDays(TODAY, index - 6),
    eaten: index === 6 ? 0 : 140 + index * 3,
    bonus: 0,
    entries: index === 6 ? 0 : 5,
    inRange: index > 2 && index < 6,
    // A heavier week start: a higher range on the first three days.
    min: index < 3 ? 160 : 150,
    max: index < 3 ? 170 : 159,
  })),
  daysInRange: 3,
  daysWithEntries: 6,
};

const POMME: DiaryFood = {
  foodId: 7,
  name: 'Pomme, crue',
  qisPer100g: 4,
  kcalPer100g: 52,
  portions: [{ unit: 'piece', label: '1 pièce', grams: 150, source: 'standard' }],
};

describe('DiaryPage', () => {
  let api: FakeApi;
  let day: DiaryDay;
  beforeEach(() => {
    localStorage.removeItem(PENDING_KEY);
    day = dayWith([
      entry({ id: 'e1', name: 'Soupe', qis: 10 }),
      entry({
        id: 'e2',
        clientId: 'c2',
        kind: 'activity',
        slot: null,
        name: 'Vélo',
        ref: '01019',
        minutes: 30,
        qis: 18,
      }),
    ]);
    api = installFakeApi({
      [`GET /api/diary/days/${TODAY}`]: () => day,
      'GET /api/diary/summary': () => SUMMARY,
      'GET /api/diary/recent': [],
      'GET /api/diary/foods': [POMME],
      'GET /api/diary/activities': [
        { code: '01019', name: 'Vélo de loisir', minutes: 45, qis: 27, kcalPerMinute: 7.3 },
      ],
      'POST /api/diary/entries': async ({ body }) => {
        const request = body as { clientId: string; slot: 'noon'; grams: number };
        const added = entry({
          id: `n-${request.clientId}`,
          clientId: request.clientId,
          kind: 'food',
          name: 'Pomme, crue',
          foodId: 7,
          grams: request.grams,
          qis: 7,
        });
        day = dayWith([...day.entries, added]);
        return new Response(JSON.stringify({ entry: added, created: true }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
  });
  afterEach(() => {
    api.restore();
    jest.restoreAllMocks();
  });

  it('shows the spec’s four slots, subtotals, the bonus and what is left, in the page’s language', async () => {
    renderWithPortal(<DiaryPage />, { path: '/fr/diary' });
    expect(await screen.findByText('Il vous reste 176 QIS')).toBeInTheDocument();
    for (const label of ['Matin', 'Midi', 'Soir', 'Collation']) {
      expect(screen.getByRole('heading', { level: 3, name: new RegExp(`^${label}`) })).toBeInTheDocument();
    }
    expect(screen.getByTestId('diary-subtotal-noon')).toHaveTextContent('10 QIS');
    expect(screen.getByTestId('diary-bonus')).toHaveTextContent('27 QIS (activités 18, salle de sport 9)');
    expect(within(screen.getByTestId('diary-activities')).getByText('Séance de sport')).toBeInTheDocument();
    expect(await screen.findByTestId('diary-days-in-range')).toHaveTextContent(
      '3 jours sur 7 dans votre fourchette',
    );
    expect(screen.getAllByTestId('diary-week-bar')).toHaveLength(7);
    // Each day's band is that day's range: higher on the first three days.
    const bands = screen.getAllByTestId('diary-week-band');
    expect(bands).toHaveLength(7);
    const tops = bands.map((band) => Number(band.getAttribute('y')));
    expect(tops[0]).toBe(tops[2]);
    expect(tops[0]).toBeLessThan(tops[3]!);
    expect(tops[3]).toBe(tops[6]);
  });

  it('searches the catalogue, shows the QIS as the member types, and sends no QIS for a food', async () => {
    const user = await pickRawApple();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unité' }), 'grammes');
    const amount = screen.getByRole('spinbutton', { name: 'Quantité' });
    await user.clear(amount);
    await user.type(amount, '150');
    expect(screen.getByTestId('diary-preview')).toHaveTextContent('7 QIS');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(api.callsTo('POST /api/diary/entries')).toHaveLength(1));
    const sent = api.callsTo('POST /api/diary/entries')[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      kind: 'food',
      slot: 'noon',
      foodId: 7,
      grams: 150,
      date: TODAY,
      locale: 'fr',
    });
    expect(sent).not.toHaveProperty('qis');
    expect(await screen.findByText('Il vous reste 169 QIS')).toBeInTheDocument();
    expect(api.callsTo('GET /api/diary/foods')[0]!.url.searchParams.get('q')).toBe('pomme');
  });

  it('counts in the food’s household portions (the search’s own), one by default', async () => {
    const user = await pickRawApple();
    const unit = screen.getByRole('combobox', { name: 'Unité' });
    expect(unit).toHaveDisplayValue('1 pièce (150 g)');
    expect(screen.getByRole('spinbutton', { name: 'Quantité' })).toHaveValue(1);
    // 150 g × 52 kcal / 100 = 78 kcal → round(78 / 12) = 7 QIS
    expect(screen.getByTestId('diary-preview')).toHaveTextContent('7 QIS');
    const amount = screen.getByRole('spinbutton', { name: 'Quantité' });
    await user.clear(amount);
    await user.type(amount, '2');
    expect(screen.getByTestId('diary-preview')).toHaveTextContent('13 QIS');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(api.callsTo('POST /api/diary/entries')).toHaveLength(1));
    const sent = api.callsTo('POST /api/diary/entries')[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ kind: 'food', foodId: 7, portions: 2, unit: 'piece' });
    expect(sent).not.toHaveProperty('grams');
  });

  it('keeps a quick add in browser storage while the API cannot be reached, then sends it once', async () => {
    const user = userEvent.setup();
    renderWithPortal(<DiaryPage />, { path: '/en/diary' });
    await screen.findByText('176 QIS left');
    api.fail('POST /api/diary/entries', 503);
    await user.click(screen.getByRole('radio', { name: 'Quick add' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Cake');
    await user.type(screen.getByRole('spinbutton', { name: 'QIS' }), '25');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(/1 entry is waiting for the network/)).toBeInTheDocument();
    expect(screen.getByText('waiting to be sent')).toBeInTheDocument();
    const kept = JSON.parse(localStorage.getItem(PENDING_KEY)!) as { request: { clientId: string } }[];
    expect(kept).toHaveLength(1);
    api.recover('POST /api/diary/entries');
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(localStorage.getItem(PENDING_KEY)).toBeNull());
    const sends = api
      .callsTo('POST /api/diary/entries')
      .map((call) => (call.body as { clientId: string }).clientId);
    // The failed try and the one that went through carry the same client id: the server stores it once.
    expect(new Set(sends)).toEqual(new Set([kept[0]!.request.clientId]));
    await waitFor(() => expect(screen.queryByText('waiting to be sent')).not.toBeInTheDocument());
  });

  it('adds a saved meal in one tap from "My meals"; kept while offline, then sent once with its client id', async () => {
    const user = userEvent.setup();
    const mealId = '3c0f3a52-1d7e-4b0a-9f38-5a7e2b9c4d10';
    api.on('GET /api/diary/meals', [
      {
        id: mealId,
        name: 'Petit déjeuner habituel',
        slot: 'morning',
        items: [
          { kind: 'food', name: 'Pomme, crue', grams: 150, portions: null, qis: 6 },
          { kind: 'my-food', name: 'Granola maison', grams: 60, portions: null, qis: 23 },
        ],
        qis: 29,
        createdAt: '2026-03-01T08:00:00.000Z',
      },
    ]);
    api.on(`POST /api/diary/meals/${mealId}/add`, { added: [] });
    api.fail(`POST /api/diary/meals/${mealId}/add`, 503);
    renderWithPortal(<DiaryPage />, { path: '/fr/diary' });
    await screen.findByText('Il vous reste 176 QIS');
    await user.click(screen.getByRole('radio', { name: 'Un repas enregistré' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Repas' }), 'morning');
    const meals = await screen.findByRole('list', { name: 'Mes repas' });
    expect(within(meals).getByText('2 éléments · 29 QIS')).toBeInTheDocument();
    await user.click(within(meals).getByRole('button', { name: 'Ajouter Petit déjeuner habituel (Matin)' }));
    const morning = screen.getByTestId('diary-slot-morning');
    expect(await within(morning).findByText('Petit déjeuner habituel')).toBeInTheDocument();
    const kept = JSON.parse(localStorage.getItem(PENDING_KEY)!) as { request: { clientId: string } }[];
    expect(kept).toHaveLength(1);
    api.recover(`POST /api/diary/meals/${mealId}/add`);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(localStorage.getItem(PENDING_KEY)).toBeNull());
    const calls = api.callsTo(`POST /api/diary/meals/${mealId}/add`);
    // The failed try and the replay carry the tap's one client id, and the body the contract takes.
    expect(calls.map((call) => call.body)).toEqual([
      { clientId: kept[0]!.request.clientId, date: TODAY, slot: 'morning' },
      { clientId: kept[0]!.request.clientId, date: TODAY, slot: 'morning' },
    ]);
    expect(calls[1]!.url.searchParams.get('locale')).toBe('fr');
  });

  it('asks for the activity level when the range lacks it', async () => {
    day = dayWith([], { range: { kind: 'incomplete', missing: ['activityLevel'] } });
    day.totals.allowance = null;
    day.totals.left = null;
    renderWithPortal(<DiaryPage />, { path: '/de/diary' });
    expect(
      await screen.findByRole('heading', { name: 'Für Ihren Bereich fehlen noch Angaben' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Aktivität/ })).toBeInTheDocument();
  });
});
