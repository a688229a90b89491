import { describe, expect, it } from '@jest/globals';
import { entryTotals } from './diaryTotals';

describe('entryTotals', () => {
  it('adds what is eaten by slot and keeps activities apart as the bonus', () => {
    expect(
      entryTotals([
        { kind: 'food', slot: 'morning', qis: 4 },
        { kind: 'recipe', slot: 'noon', qis: 30 },
        { kind: 'quick', slot: 'morning', qis: 6 },
        { kind: 'activity', slot: null, qis: 9 },
        { kind: 'my-food', slot: 'snack', qis: 2 },
      ]),
    ).toEqual({ eaten: 42, bySlot: { morning: 10, noon: 30, evening: 0, snack: 2 }, activityBonus: 9 });
  });

  it('is all zero for an empty day', () => {
    expect(entryTotals([])).toEqual({
      eaten: 0,
      bySlot: { morning: 0, noon: 0, evening: 0, snack: 0 },
      activityBonus: 0,
    });
  });
});
