import path from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it } from '@jest/globals';
import { referenceDataDir } from '../../nutrition/referenceData';
import type { FitnessSessionsRepository } from './repository';
import { FitnessSessionsService, isoWeekStartUtc, WORKOUT_LENGTHS, workoutSeconds } from './service';

describe('isoWeekStartUtc', () => {
  it.each([
    ['2026-11-23T00:00:00.000Z', '2026-11-23T00:00:00.000Z'], // a Monday
    ['2026-11-25T13:45:00.000Z', '2026-11-23T00:00:00.000Z'],
    ['2026-11-29T23:59:59.999Z', '2026-11-23T00:00:00.000Z'], // Sunday night
    ['2026-11-30T00:00:00.000Z', '2026-11-30T00:00:00.000Z'],
    ['2027-01-01T08:00:00.000Z', '2026-12-28T00:00:00.000Z'], // across the year
    ['2026-11-23T00:30:00.000+01:00', '2026-11-16T00:00:00.000Z'], // Sunday 23:30 UTC
  ])('puts %s in the week of %s', (instant, monday) => {
    expect(isoWeekStartUtc(new Date(instant)).toISOString()).toBe(monday);
  });
});

describe('workoutSeconds', () => {
  it('is the length of each of the 11 workouts', () => {
    expect(WORKOUT_LENGTHS.map((_, index) => workoutSeconds(index + 1))).toEqual([
      60, 120, 180, 240, 300, 480, 600, 900, 1200, 1500, 1800,
    ]);
  });
});

describe('FitnessSessionsService', () => {
  const unusedRepository = {} as FitnessSessionsRepository;
  const noWeight = { weightHistory: async () => [] };
  const now = () => new Date('2026-11-25T12:00:00.000Z');
  const body = {
    workoutId: 1,
    startedAt: '2026-11-25T11:00:00.000Z',
    completedAt: '2026-11-25T11:01:00.000Z',
  };

  it('answers 503 when the activity table is missing, before writing anything', async () => {
    const service = new FitnessSessionsService(
      unusedRepository,
      noWeight,
      path.join(tmpdir(), 'no-such'),
      now,
    );
    await expect(service.record('m', body)).rejects.toMatchObject({
      statusCode: 503,
      code: 'reference-data-unavailable',
    });
  });

  it('checks the times against its own clock', async () => {
    const service = new FitnessSessionsService(unusedRepository, noWeight, referenceDataDir(), now);
    await expect(
      service.record('m', { ...body, completedAt: '2026-11-25T12:03:00.000Z' }),
    ).rejects.toMatchObject({ statusCode: 400, message: 'completedAt must not be in the future' });
  });
});
