import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { DiaryDay } from '@qis/contract/api';
import { type FakeApi, installFakeApi, renderWithPortal } from '@qis/shared/testing';
import DiaryPage from '../DiaryPage';
import { today } from '../days';

// What the diary reads so that a reload without network finds it in the service worker's cache
// (docs/diary.md#offline): the day, and the saved meals of "My meals" even before the member opens them.

const TODAY = today();
const DAY: DiaryDay = {
  date: TODAY,
  entries: [],
  range: { kind: 'range', min: 150, max: 159, activityLevel: 'sitting', weight: 75, age: 38 },
  workouts: [],
  totals: {
    eaten: 0,
    bySlot: { morning: 0, noon: 0, evening: 0, snack: 0 },
    activityBonus: 0,
    workoutBonus: 0,
    bonus: 0,
    allowance: { min: 150, max: 159 },
    left: 159,
  },
};

/** A stand-in for `navigator.serviceWorker`: only its `controllerchange` event matters here. */
const worker = new EventTarget();

describe('the diary read for a reload without network', () => {
  let api: FakeApi;
  beforeEach(() => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
    api = installFakeApi({
      [`GET /api/diary/days/${TODAY}`]: DAY,
      'GET /api/diary/summary': {
        from: TODAY,
        to: TODAY,
        range: DAY.range,
        days: [],
        daysInRange: 0,
        daysWithEntries: 0,
      },
      'GET /api/diary/recent': [],
      'GET /api/diary/activities': [],
      'GET /api/diary/meals': [],
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('reads the saved meals with the day, and both again when a service worker takes the page over', async () => {
    renderWithPortal(<DiaryPage />, { path: '/fr/diary' });
    await screen.findByText('Il vous reste 159 QIS');
    // "My meals" is not open: the list is read all the same.
    expect(screen.queryByRole('list', { name: 'Mes repas' })).toBeNull();
    await waitFor(() => expect(api.callsTo('GET /api/diary/meals')).toHaveLength(1));
    expect(api.callsTo(`GET /api/diary/days/${TODAY}`)).toHaveLength(1);

    // Read again through the worker, which keeps a copy of each answer.
    worker.dispatchEvent(new Event('controllerchange'));
    await waitFor(() => expect(api.callsTo('GET /api/diary/meals')).toHaveLength(2));
    await waitFor(() => expect(api.callsTo(`GET /api/diary/days/${TODAY}`)).toHaveLength(2));
  });
});
