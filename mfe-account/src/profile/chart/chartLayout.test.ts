import { describe, expect, it } from '@jest/globals';
import { chartScales, labelledDates, lineNamePositions } from './chartLayout';

const entries = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    date: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
    weight: 80 - index * 0.1,
  }));

describe('chart layout', () => {
  it('labels every point while the labels fit', () => {
    const few = entries(5);
    expect(labelledDates(few, chartScales(few, 600).x)).toHaveLength(5);
  });

  it('thins the labels on a narrow chart but keeps the first and the last date', () => {
    const many = entries(40);
    const labelled = labelledDates(many, chartScales(many, 320).x);
    expect(labelled.length).toBeLessThanOrEqual(5);
    expect(labelled[0]?.toISOString()).toBe(many[0]?.date);
    expect(labelled[labelled.length - 1]?.toISOString()).toBe(many[39]?.date);
  });

  it('never lets two labels overlap, however unevenly the entries are spaced', () => {
    // Weekly entries, then two on the last days: index-based thinning let the last two collide.
    const uneven = [0, 7, 14, 21, 28, 35, 40, 41].map((day) => ({
      date: new Date(Date.UTC(2026, 0, 1 + day)).toISOString(),
      weight: 80,
    }));
    const { x } = chartScales(uneven, 560);
    const labelled = labelledDates(uneven, x);
    expect(labelled[labelled.length - 1]?.toISOString()).toBe(uneven[7]?.date);
    for (let index = 1; index < labelled.length; index += 1) {
      expect(x(labelled[index]!) - x(labelled[index - 1]!)).toBeGreaterThanOrEqual(64);
    }
  });

  it('places a single entry in the middle and keeps the heaviest weight highest', () => {
    const { x, innerWidth } = chartScales(entries(1), 640);
    expect(x(new Date(entries(1)[0]?.date ?? ''))).toBeCloseTo(innerWidth / 2);
    const { y } = chartScales(entries(3), 640);
    expect(y(80)).toBeLessThan(y(79.8));
  });

  it('keeps the goal inside the weight axis', () => {
    const { y } = chartScales(entries(3), 640, [70]);
    const [low] = y.domain();
    expect(low).toBeLessThanOrEqual(70);
  });

  it('moves line names apart only as far as they would overlap', () => {
    expect(lineNamePositions([50, 120, 200])).toEqual([50, 120, 200]);
    expect(lineNamePositions([100, 96, 200])).toEqual([110, 96, 200]);
  });
});
