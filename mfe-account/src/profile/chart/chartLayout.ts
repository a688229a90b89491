import { scaleLinear, scaleUtc } from '@visx/scale';
import type { WeightEntry } from '@qis/contract/api';

/** The chart container is at least 300 px high, so the curve stays readable on a phone. */
export const CHART_HEIGHT = 300;
/** The width drawn before the container is measured (and where it cannot be, e.g. in jsdom). */
export const FALLBACK_WIDTH = 640;
/** The right margin holds the name of each line where it ends (the chart has no legend). */
export const MARGIN = { top: 20, right: 104, bottom: 64, left: 64 } as const;
/** Room kept at both ends of the x axis so the first and last points are not cut in half. */
const EDGE_PADDING = 16;
/** Roughly the width of one YY-MM-DD tick label with its gap. */
const TICK_LABEL_WIDTH = 64;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `alsoShown`: other values drawn on the weight scale (the trend, the goal), kept inside the y axis. */
export function chartScales(
  entries: readonly WeightEntry[],
  width: number,
  alsoShown: readonly number[] = [],
) {
  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 2 * EDGE_PADDING + 1);
  const innerHeight = CHART_HEIGHT - MARGIN.top - MARGIN.bottom;

  const times = entries.map((entry) => Date.parse(entry.date));
  let first = Math.min(...times);
  let last = Math.max(...times);
  // One entry (or all on one day) still needs a span to sit in the middle of.
  if (first === last) {
    first -= DAY_MS;
    last += DAY_MS;
  }
  const weights = [...entries.map((entry) => entry.weight), ...alsoShown];
  const lowest = Math.min(...weights);
  const highest = Math.max(...weights);
  const margin = Math.max(1, (highest - lowest) * 0.15);

  const x = scaleUtc<number>({
    domain: [new Date(first), new Date(last)],
    range: [EDGE_PADDING, innerWidth - EDGE_PADDING],
  });
  const y = scaleLinear<number>({
    domain: [lowest - margin, highest + margin],
    range: [innerHeight, 0],
    nice: true,
  });
  return { x, y, innerWidth, innerHeight };
}

/**
 * The dates that get a tick label: every entry's own date while the labels fit, otherwise the
 * dates whose labels keep a label's width from the previous one, by where they fall on the axis
 * (entries are not evenly spaced in time), always keeping the first and the last entry.
 */
export function labelledDates(entries: readonly WeightEntry[], x: (date: Date) => number): Date[] {
  const dates = entries.map((entry) => new Date(entry.date));
  const picked: Date[] = [];
  for (const date of dates) {
    const previous = picked[picked.length - 1];
    if (!previous || x(date) - x(previous) >= TICK_LABEL_WIDTH) picked.push(date);
  }
  const lastDate = dates[dates.length - 1];
  if (lastDate && picked[picked.length - 1] !== lastDate) {
    // The last date wins over the labels just before it that it would overlap (never the first).
    while (picked.length > 1 && x(lastDate) - x(picked[picked.length - 1]!) < TICK_LABEL_WIDTH) picked.pop();
    picked.push(lastDate);
  }
  return picked;
}

/** Line names closer than this (px, centre to centre) would overlap. */
const LINE_NAME_GAP = 14;

/**
 * Where each line's name goes at the right end: at the height the line ends, moved apart just
 * enough that no two overlap (the trend and the weights often end within a few pixels).
 */
export function lineNamePositions(ends: readonly number[]): number[] {
  const order = ends.map((y, index) => ({ y, index })).sort((a, b) => a.y - b.y);
  for (let i = 1; i < order.length; i += 1) {
    const above = order[i - 1]!;
    const current = order[i]!;
    if (current.y - above.y < LINE_NAME_GAP) current.y = above.y + LINE_NAME_GAP;
  }
  const placed: number[] = [];
  for (const { y, index } of order) placed[index] = y;
  return placed;
}
