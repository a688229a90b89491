import { describe, expect, it } from '@jest/globals';
import { projectGoal, trendSeries, weeklyRate, type TrendPoint } from './trend';

const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 9, 1);
const day = (index: number) => new Date(START + index * DAY_MS).toISOString();

/**
 * The reference: Walker's rule run literally, one step per calendar day, where a day without a
 * weigh-in takes the next weigh-in's weight (the weight the member stood at for that stretch).
 */
function dailyReference(weighIns: { day: number; weight: number }[]): number[] {
  const trends: number[] = [];
  let trend = weighIns[0]!.weight;
  let current = weighIns[0]!.day;
  trends.push(trend);
  for (const next of weighIns.slice(1)) {
    for (let d = current + 1; d <= next.day; d += 1) trend += 0.1 * (next.weight - trend);
    current = next.day;
    trends.push(trend);
  }
  return trends;
}

describe('trendSeries', () => {
  it('seeds the trend with the first weight and moves 10 % a day', () => {
    const points = trendSeries([
      { date: day(0), weight: 80 },
      { date: day(1), weight: 79 },
    ]);
    expect(points.map((point) => point.trend)).toEqual([80, expect.closeTo(79.9, 10)]);
  });

  it('scales a gap by the days elapsed: a week away is seven steps, not one', () => {
    const points = trendSeries([
      { date: day(0), weight: 80 },
      { date: day(1), weight: 79 },
      { date: day(8), weight: 78 },
    ]);
    // 79.9 + (1 - 0.9^7) × (78 - 79.9), worked by hand.
    expect(points[2]?.trend).toBeCloseTo(78.90876411, 8);
  });

  it('equals the day-by-day reference over irregular weigh-ins with gaps', () => {
    const weighIns = [
      { day: 0, weight: 82.4 },
      { day: 1, weight: 82.9 },
      { day: 2, weight: 81.8 },
      { day: 6, weight: 81.5 },
      { day: 7, weight: 82.1 },
      { day: 21, weight: 80.2 },
      { day: 22, weight: 80.6 },
      { day: 30, weight: 79.4 },
      { day: 31, weight: 79.9 },
    ];
    const points = trendSeries(weighIns.map(({ day: index, weight }) => ({ date: day(index), weight })));
    const reference = dailyReference(weighIns);
    points.forEach((point, index) => expect(point.trend).toBeCloseTo(reference[index] ?? NaN, 10));
    expect(points.map((point) => point.weight)).toEqual(weighIns.map((weighIn) => weighIn.weight));
  });
});

const linear = (days: number[], perDay: number, base = 80): TrendPoint[] =>
  days.map((index) => ({ date: day(index), weight: base, trend: base + perDay * index }));

describe('weeklyRate', () => {
  it('is the slope of the trend in kg per week over the last four weeks', () => {
    expect(weeklyRate(linear([0, 3, 7, 12, 20, 27], -0.1))).toBeCloseTo(-0.7, 10);
  });

  it('leaves out weigh-ins older than four weeks', () => {
    const old: TrendPoint[] = [{ date: day(-40), weight: 95, trend: 95 }];
    expect(weeklyRate([...old, ...linear([0, 10, 20, 28], 0.05)])).toBeCloseTo(0.35, 10);
  });

  it('matches a least-squares fit computed by hand', () => {
    // Days -14, -7, 0 with trends 80, 79.5, 79.4: Σdx·dy / Σdx² = -4.2 / 98 kg a day, -0.3 a week.
    const points: TrendPoint[] = [
      { date: day(0), weight: 80, trend: 80 },
      { date: day(7), weight: 79, trend: 79.5 },
      { date: day(14), weight: 79, trend: 79.4 },
    ];
    expect(weeklyRate(points)).toBeCloseTo(-0.3, 10);
  });

  it('gives no rate for less than a week of weigh-ins', () => {
    expect(weeklyRate(linear([0, 2, 5], -0.1))).toBeNull();
    expect(weeklyRate(linear([0], -0.1))).toBeNull();
    expect(weeklyRate([])).toBeNull();
  });
});

describe('projectGoal', () => {
  const today = new Date(START + 28 * DAY_MS);

  it('projects the date the trend reaches the goal at the current rate', () => {
    // Trend 80 - 0.5/7 × 28 = 78 on day 28, falling 0.5 kg a week, goal 75: six weeks on.
    const points = linear([0, 7, 14, 21, 28], -0.5 / 7);
    const projection = projectGoal(points, 75, today);
    expect(projection).toEqual({ kind: 'on-course', date: new Date(START + (28 + 42) * DAY_MS) });
  });

  it('says "away" when the trend rises above a lower goal, or stands still', () => {
    expect(projectGoal(linear([0, 7, 14, 21, 28], 0.05), 75, today)).toEqual({ kind: 'away' });
    expect(projectGoal(linear([0, 7, 14, 21, 28], 0), 75, today)).toEqual({ kind: 'away' });
  });

  it('works towards a goal above the weight too', () => {
    const projection = projectGoal(linear([0, 7, 14, 21, 28], 0.1), 84, today);
    expect(projection.kind).toBe('on-course');
  });

  it('counts the goal reached within half a kilogram', () => {
    expect(projectGoal(linear([0, 7, 14, 21, 28], -0.1), 77.6, today)).toEqual({ kind: 'reached' });
    expect(projectGoal(linear([0, 7, 14, 21, 28], 0.1), 82.7, today)).toEqual({ kind: 'reached' });
  });

  it('gives no date beyond a year', () => {
    expect(projectGoal(linear([0, 7, 14, 21, 28], -0.001), 60, today)).toEqual({ kind: 'beyond-a-year' });
  });

  it('has nothing to project without a goal or a rate', () => {
    expect(projectGoal(linear([0, 7], -0.1), null, today)).toEqual({ kind: 'no-goal' });
    expect(projectGoal(linear([0, 2], -0.1), 70, today)).toEqual({ kind: 'no-rate' });
  });
});
