import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { CatalogueStore } from '../recipes/catalogue';
import { pickOfTheDay, utcDayNumber } from './dayPick';
import { DailyService } from './service';

const items = Array.from({ length: 64 }, (_, index) => `item-${index}`);
const day = (iso: string) => new Date(iso);

describe('pickOfTheDay', () => {
  it('is stable through a UTC calendar day', () => {
    const morning = pickOfTheDay(items, day('2026-11-22T00:00:00.000Z'), 'tips');
    expect(pickOfTheDay(items, day('2026-11-22T13:37:00.000Z'), 'tips')).toBe(morning);
    expect(pickOfTheDay(items, day('2026-11-22T23:59:59.999Z'), 'tips')).toBe(morning);
  });

  it('changes from one day to the next, across years too', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), (dayNumber) => {
        const today = new Date(dayNumber * 86_400_000 + 3_600_000);
        const tomorrow = new Date(today.getTime() + 86_400_000);
        expect(pickOfTheDay(items, tomorrow, 'tips')).not.toBe(pickOfTheDay(items, today, 'tips'));
      }),
    );
  });

  it('shows every item once per round, not in file order', () => {
    const start = 20_000;
    const round = items.map((_, offset) =>
      pickOfTheDay(items, new Date((start + offset) * 86_400_000), 'tips'),
    );
    expect(new Set(round).size).toBe(items.length);
    expect(round).not.toEqual([...items.slice(start % 64), ...items.slice(0, start % 64)]);
  });

  it('counts days in UTC', () => {
    expect(utcDayNumber(day('1970-01-02T00:00:00.000Z'))).toBe(1);
    expect(utcDayNumber(day('1970-01-01T23:59:59.999Z'))).toBe(0);
  });
});

describe('DailyService with an injected clock', () => {
  const noFoods = { findBySourceCodes: async () => new Map() };

  it('gives every member the same tip on a day and another tip the next day', () => {
    let now = day('2026-03-01T08:00:00.000Z');
    const service = new DailyService(new CatalogueStore(noFoods), () => now);
    const first = service.tipOfTheDay('en');
    now = day('2026-03-01T22:00:00.000Z');
    expect(service.tipOfTheDay('en')).toEqual(first);
    now = day('2026-03-02T08:00:00.000Z');
    expect(service.tipOfTheDay('en')).not.toEqual(first);
  });
});
