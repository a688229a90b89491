import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { WeightEntry } from '@qis/contract/api';
import { installMemberApi, type MemberApi, renderWithPortal } from '@qis/shared/testing';
import { WeightChart } from './WeightChart';
import '../i18n';

const DAY_MS = 86_400_000;
const todayMs = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
/** Weigh-ins every other day for four weeks, ending today, moving `perWeek` kg a week from `start`. */
const history = (start: number, perWeek: number): WeightEntry[] =>
  Array.from({ length: 15 }, (_, index) => ({
    date: new Date(todayMs - (28 - 2 * index) * DAY_MS).toISOString(),
    weight: Math.round((start + (perWeek * 2 * index) / 7) * 10) / 10,
  }));

describe('WeightChart trend and goal', () => {
  let api: MemberApi;
  afterEach(() => api.restore());

  it('draws and names the trend and the goal lines, with the weekly rate and a projected date', async () => {
    api = installMemberApi({ weights: history(78, -0.5) });
    renderWithPortal(<WeightChart onSelect={() => {}} />, { path: '/fr/profile' });
    const chart = await screen.findByRole('region', { name: 'Votre évolution de poids' });
    expect(await within(chart).findByText('Objectif 72 kg')).toBeInTheDocument();
    expect(within(chart).getByText('Tendance')).toBeInTheDocument();
    expect(chart.querySelector('line[class*="goalLine"]')).not.toBeNull();
    expect(chart.querySelector('path[class*="trendLine"]')).not.toBeNull();
    // The smoothed trend lags the raw line, so it falls a little slower than 0.5 kg a week.
    expect(
      within(chart).getByText(/^Tendance : -0,3\d kg par semaine sur les 4 dernières semaines$/),
    ).toBeInTheDocument();
    expect(
      within(chart).getByText(/^Objectif de 72 kg : à ce rythme, vers le \d{1,2} \S+ 20\d\d$/),
    ).toBeInTheDocument();
  });

  it('says "not at this pace" when the weights rise away from the goal', async () => {
    api = installMemberApi({ weights: history(74, 0.4) });
    renderWithPortal(<WeightChart onSelect={() => {}} />, { path: '/en/profile' });
    expect(await screen.findByText('Goal of 72 kg: not at this pace')).toBeInTheDocument();
    expect(screen.getByText(/^Trend: \+0\.\d\d kg per week over the last 4 weeks$/)).toBeInTheDocument();
  });

  it('says the goal is reached within half a kilogram', async () => {
    api = installMemberApi({ weights: history(72.3, 0) });
    renderWithPortal(<WeightChart onSelect={() => {}} />, { path: '/de/profile' });
    expect(await screen.findByText('Ziel 72 kg: Ziel erreicht')).toBeInTheDocument();
  });

  it('gives screen readers a table of each weigh-in with its trend', async () => {
    api = installMemberApi({
      weights: [
        { date: '2026-10-01T00:00:00.000Z', weight: 80 },
        { date: '2026-10-02T00:00:00.000Z', weight: 79 },
        { date: '2026-10-06T00:00:00.000Z', weight: 78 },
      ],
    });
    renderWithPortal(<WeightChart onSelect={() => {}} />, { path: '/en/profile' });
    const table = await screen.findByRole('table', { name: /Your weights and their trend/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['80', '80'],
      ['79', '79.9'],
      ['78', '79.2'],
    ]);
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('October 6, 2026');
    // Five days of weigh-ins are too few for a rate.
    expect(screen.getByText(/at least a week/)).toBeInTheDocument();
  });
});
