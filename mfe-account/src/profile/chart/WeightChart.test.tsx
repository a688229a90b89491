import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WeightEntry } from '@qis/contract/api';
import { installMemberApi, type MemberApi, renderWithPortal } from '@qis/shared/testing';
import { WeightChart } from './WeightChart';
import '../i18n';

// Deliberately out of order: the chart must sort them.
const NOV_2 = { date: '2026-11-02T00:00:00.000Z', weight: 80 };
const OCT_15 = { date: '2026-10-15T00:00:00.000Z', weight: 82.5 };
const NOV_20 = { date: '2026-11-20T00:00:00.000Z', weight: 79 };
const HISTORY: WeightEntry[] = [NOV_2, OCT_15, NOV_20];

describe('WeightChart', () => {
  let api: MemberApi;
  beforeEach(() => {
    api = installMemberApi({ weights: HISTORY });
  });
  afterEach(() => api.restore());

  it('shows "Chargement..." while the history loads, and fetches it once when mounted', async () => {
    const held = api.hold('GET /api/profile/weight');
    renderWithPortal(<WeightChart onSelect={() => {}} />, { path: '/fr/profile' });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    held.release();
    expect(await screen.findByRole('group', { name: 'Votre poids' })).toBeInTheDocument();
    expect(screen.queryByText('Chargement...')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/profile/weight')).toHaveLength(1);
  });

  it('draws one focusable point per entry, sorted by date and labelled YY-MM-DD', async () => {
    renderWithPortal(<WeightChart onSelect={() => {}} />, { path: '/fr/profile' });
    const series = await screen.findByRole('group', { name: 'Votre poids' });
    const points = within(series).getAllByRole('button');
    expect(points.map((point) => point.getAttribute('aria-label'))).toEqual([
      "Modifier l'entrée du 26-10-15 : 82,5 kg",
      "Modifier l'entrée du 26-11-02 : 80 kg",
      "Modifier l'entrée du 26-11-20 : 79 kg",
    ]);
    // The tooltip writes its colon as the language does: " : " in French only.
    expect(points[0]).toHaveAttribute('title', '26-10-15 : 82,5 kg');
    // Left to right in date order.
    const lefts = points.map((point) => parseFloat(point.style.left));
    expect([...lefts].sort((a, b) => a - b)).toEqual(lefts);
    expect(lefts[0]).toBeLessThan(lefts[2] ?? 0);
    // Each point's date is a tick label of the x axis.
    const chart = screen.getByRole('region', { name: 'Votre évolution de poids' });
    for (const label of ['26-10-15', '26-11-02', '26-11-20'])
      expect(within(chart).getByText(label)).toBeInTheDocument();
  });

  it('names the axes "Date" and "Poids", has no legend, and gives the hint', async () => {
    renderWithPortal(<WeightChart onSelect={() => {}} />, { path: '/fr/profile' });
    await screen.findByRole('group', { name: 'Votre poids' });
    // Scoped to the chart: visx keeps a hidden text-measuring element in the body.
    const chart = screen.getByRole('region', { name: 'Votre évolution de poids' });
    const drawing = chart.querySelector('svg') as unknown as HTMLElement;
    expect(within(drawing).getByText('Date')).toBeInTheDocument();
    expect(within(drawing).getByText('Poids')).toBeInTheDocument();
    // No legend: the series is named once, where its line ends (as the trend and the goal are).
    expect(within(chart).getAllByText('Votre poids')).toHaveLength(1);
    expect(chart.querySelector('svg text.legend, [class*="legend"]')).toBeNull();
    expect(
      within(chart).getByText('Cliquez sur un point pour modifier cette entrée de poids'),
    ).toBeInTheDocument();
  });

  it('reports the chosen entry on click, Enter and Space', async () => {
    const onSelect = jest.fn<(entry: WeightEntry) => void>();
    const user = userEvent.setup();
    renderWithPortal(<WeightChart onSelect={onSelect} />, { path: '/fr/profile' });
    const series = await screen.findByRole('group', { name: 'Votre poids' });
    const [first, second, third] = within(series).getAllByRole('button');

    await user.click(second as HTMLElement);
    expect(onSelect).toHaveBeenLastCalledWith(NOV_2);

    (first as HTMLElement).focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(OCT_15);

    (third as HTMLElement).focus();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith(NOV_20);
    expect(onSelect).toHaveBeenCalledTimes(3);
  });

  it('invites a first entry when the history is empty', async () => {
    api.state.weights = [];
    renderWithPortal(<WeightChart onSelect={() => {}} />, { path: '/fr/profile' });
    expect(await screen.findByText(/Aucun poids enregistré pour le moment/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Votre poids' })).not.toBeInTheDocument();
  });

  it('offers a retry when the history cannot be loaded', async () => {
    const user = userEvent.setup();
    api.fail('GET /api/profile/weight');
    renderWithPortal(<WeightChart onSelect={() => {}} />, { path: '/fr/profile' });
    expect(
      await screen.findByText(/nous n'avons pas pu charger votre historique de poids/),
    ).toBeInTheDocument();
    api.recover('GET /api/profile/weight');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('group', { name: 'Votre poids' })).toBeInTheDocument();
  });
});
