import type { WeightEntry } from '@qis/contract/api';

/**
 * The trend of The Hacker's Diet (John Walker): an exponentially smoothed moving average in which
 * each day the trend moves 10 % of the way from yesterday's trend to today's weight.
 */
export const DAILY_SMOOTHING = 0.1;
/** The trend's rate is read over the last four weeks of weigh-ins. */
export const RATE_WINDOW_DAYS = 28;
/** Fewer days than this between the window's first and last weigh-in give no honest rate. */
export const MIN_RATE_SPAN_DAYS = 7;
/** Within this many kilograms of the goal, the goal counts as reached (a day's water weighs more). */
export const GOAL_REACHED_KG = 0.5;
/** A projection further away than this is no promise worth printing. */
export const MAX_PROJECTION_DAYS = 365;

const DAY_MS = 86_400_000;

export interface TrendPoint {
  date: string;
  weight: number;
  trend: number;
}

/**
 * The trend at each weigh-in, oldest first; the first weight seeds it.
 *
 * Members skip days, so a day's step is scaled by the days elapsed: after a gap of d days the trend
 * moves by 1 - 0.9^d of the distance to the new weight. That is exactly Walker's daily rule applied
 * on each of the d days with the weight first seen on the last of them (the only weight known for
 * that stretch), so a week away is seven days of smoothing, not one 10 % step that would leave the
 * trend lagging for weeks; and unlike filling the gap by interpolation it invents no weigh-ins.
 * The API keeps one weight per calendar day at UTC midnight, so whole days are counted.
 */
export function trendSeries(entries: readonly WeightEntry[]): TrendPoint[] {
  const points: TrendPoint[] = [];
  for (const { date, weight } of entries) {
    const previous = points[points.length - 1];
    if (!previous) {
      points.push({ date, weight, trend: weight });
      continue;
    }
    const days = Math.max(0, Math.round((Date.parse(date) - Date.parse(previous.date)) / DAY_MS));
    const share = 1 - Math.pow(1 - DAILY_SMOOTHING, days);
    points.push({ date, weight, trend: previous.trend + share * (weight - previous.trend) });
  }
  return points;
}

/**
 * The trend's slope in kg per week over the last four weeks of weigh-ins: a least-squares line
 * through the trend values in that window (robust to where a single weigh-in falls), or null when
 * the window holds fewer than two weigh-ins or spans less than a week.
 */
export function weeklyRate(points: readonly TrendPoint[]): number | null {
  const last = points[points.length - 1];
  if (!last) return null;
  const end = Date.parse(last.date);
  const window = points.filter((point) => end - Date.parse(point.date) <= RATE_WINDOW_DAYS * DAY_MS);
  const days = window.map((point) => (Date.parse(point.date) - end) / DAY_MS);
  if (window.length < 2 || -Math.min(...days) < MIN_RATE_SPAN_DAYS) return null;
  const meanDay = days.reduce((sum, day) => sum + day, 0) / days.length;
  const meanTrend = window.reduce((sum, point) => sum + point.trend, 0) / window.length;
  let covariance = 0;
  let variance = 0;
  window.forEach((point, index) => {
    const dx = (days[index] ?? 0) - meanDay;
    covariance += dx * (point.trend - meanTrend);
    variance += dx * dx;
  });
  return (covariance / variance) * 7;
}

export type Projection =
  | { kind: 'no-goal' }
  | { kind: 'reached' }
  | { kind: 'no-rate' }
  | { kind: 'away' }
  | { kind: 'beyond-a-year' }
  | { kind: 'on-course'; date: Date };

/**
 * When the trend reaches the goal at the current weekly rate, counted from the last weigh-in.
 * A trend standing still or moving away from the goal gives "away"; a date more than a year after
 * today gives "beyond-a-year".
 */
export function projectGoal(
  points: readonly TrendPoint[],
  goal: number | null | undefined,
  today: Date = new Date(),
): Projection {
  const last = points[points.length - 1];
  if (goal == null || !last) return { kind: 'no-goal' };
  const remaining = goal - last.trend;
  if (Math.abs(remaining) <= GOAL_REACHED_KG) return { kind: 'reached' };
  const rate = weeklyRate(points);
  if (rate === null) return { kind: 'no-rate' };
  if (rate === 0 || Math.sign(rate) !== Math.sign(remaining)) return { kind: 'away' };
  const date = new Date(Date.parse(last.date) + Math.ceil((remaining / rate) * 7) * DAY_MS);
  if (date.getTime() - today.getTime() > MAX_PROJECTION_DAYS * DAY_MS) return { kind: 'beyond-a-year' };
  return { kind: 'on-course', date };
}
