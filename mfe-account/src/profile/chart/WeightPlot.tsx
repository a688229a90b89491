import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import type { ParentSizeState, ResizeObserverPolyfill } from '@visx/responsive';
import { LinePath } from '@visx/shape';
import { formatNumber, useLocale } from '@qis/shared';
import type { WeightEntry } from '@qis/contract/api';
import { PROFILE_NS } from '../i18n';
import { shortDateLabel } from '../dates';
import {
  CHART_HEIGHT,
  FALLBACK_WIDTH,
  MARGIN,
  chartScales,
  labelledDates,
  lineNamePositions,
} from './chartLayout';
import type { TrendPoint } from './trend';
import styles from './WeightChart.module.css';

/** Where ResizeObserver is missing (old browsers, jsdom) the chart keeps its fallback width. */
class StaticSizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
const resizeObserver: ResizeObserverPolyfill | undefined =
  typeof window !== 'undefined' && 'ResizeObserver' in window
    ? undefined
    : (StaticSizeObserver as unknown as ResizeObserverPolyfill);

// Module constants: new objects on each render would make useParentSize observe afresh every time.
const INITIAL_SIZE = { width: FALLBACK_WIDTH, height: CHART_HEIGHT };
const IGNORED_DIMENSIONS: (keyof ParentSizeState)[] = ['height', 'top', 'left'];

interface WeightPlotProps {
  /** Sorted ascending by date, at least one entry. */
  entries: readonly WeightEntry[];
  /** The trend at each entry, same order. */
  trend: readonly TrendPoint[];
  /** The member's desired weight, drawn as a level line; null when the profile has none. */
  goal: number | null;
  onSelect: (entry: WeightEntry) => void;
}

/**
 * The line of the member's weights. The SVG only draws; each point has a real button laid over its
 * dot, so mouse, keyboard (Tab, Enter, Space) and screen readers all reach the entries the same way.
 */
export function WeightPlot({ entries, trend, goal, onSelect }: WeightPlotProps) {
  const { t } = useTranslation(PROFILE_NS);
  const locale = useLocale();
  const { parentRef, width: measured } = useParentSize({
    initialSize: INITIAL_SIZE,
    resizeObserverPolyfill: resizeObserver,
    ignoreDimensions: IGNORED_DIMENSIONS,
  });
  const width = measured > 0 ? measured : FALLBACK_WIDTH;
  const { x, y, innerWidth, innerHeight } = useMemo(
    () =>
      chartScales(entries, width, [...trend.map((point) => point.trend), ...(goal === null ? [] : [goal])]),
    [entries, trend, goal, width],
  );
  const tickDates = useMemo(() => labelledDates(entries, x), [entries, x]);
  const weightFormat = useMemo(
    () => ({ format: (value: number) => formatNumber(value, locale, { maximumFractionDigits: 1 }) }),
    [locale],
  );
  const xOf = (entry: WeightEntry) => x(new Date(entry.date));
  const yOf = (entry: WeightEntry) => y(entry.weight);
  const lastEntry = entries[entries.length - 1]!;
  const lastTrend = trend[trend.length - 1];
  // Each line is named where it ends, in the right margin: the spec's chart has no legend.
  const lineNames = [
    { key: 'weight', text: t('chart.series'), y: yOf(lastEntry), className: styles.weightName },
    ...(lastTrend
      ? [{ key: 'trend', text: t('chart.trendName'), y: y(lastTrend.trend), className: styles.trendName }]
      : []),
    ...(goal === null
      ? []
      : [
          {
            key: 'goal',
            text: t('chart.goalName', { weight: weightFormat.format(goal) }),
            y: y(goal),
            className: styles.goalName,
          },
        ]),
  ];
  const namePositions = lineNamePositions(lineNames.map((name) => name.y));

  return (
    <div ref={parentRef} className={styles.plot}>
      <div
        role="group"
        aria-label={t('chart.series')}
        className={styles.canvas}
        style={{ height: CHART_HEIGHT }}
      >
        <svg
          width={width}
          height={CHART_HEIGHT}
          viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
          className={styles.svg}
          aria-hidden="true"
          focusable="false"
        >
          <Group left={MARGIN.left} top={MARGIN.top}>
            <AxisLeft
              scale={y}
              numTicks={5}
              label={t('chart.yAxis')}
              labelOffset={36}
              labelClassName={styles.axisLabel}
              tickClassName={styles.tick}
              tickFormat={(value) => weightFormat.format(Number(value))}
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickValues={tickDates}
              tickFormat={(value) => shortDateLabel(value instanceof Date ? value : new Date(Number(value)))}
              label={t('chart.xAxis')}
              labelOffset={18}
              labelClassName={styles.axisLabel}
              tickClassName={styles.tick}
            />
            {goal === null ? null : (
              <line x1={0} x2={innerWidth} y1={y(goal)} y2={y(goal)} className={styles.goalLine} />
            )}
            <LinePath
              data={[...trend]}
              x={(point) => x(new Date(point.date))}
              y={(point) => y(point.trend)}
              className={styles.trendLine}
            />
            <LinePath data={[...entries]} x={xOf} y={yOf} className={styles.line} />
            {lineNames.map((name, index) => (
              <text
                key={name.key}
                x={innerWidth + 6}
                y={namePositions[index]}
                dominantBaseline="middle"
                className={`${styles.lineName} ${name.className}`}
              >
                {name.text}
              </text>
            ))}
            {/* The dots are drawn here so the chart prints (scaled to the page) without the buttons. */}
            {entries.map((entry) => (
              <circle key={entry.date} cx={xOf(entry)} cy={yOf(entry)} r={6} className={styles.dot} />
            ))}
          </Group>
        </svg>
        {entries.map((entry) => {
          const date = shortDateLabel(entry.date);
          const weight = weightFormat.format(entry.weight);
          return (
            <button
              key={entry.date}
              type="button"
              className={`${styles.point} no-print`}
              style={{ left: MARGIN.left + xOf(entry), top: MARGIN.top + yOf(entry) }}
              aria-label={t('chart.point', { date, weight })}
              title={t('chart.pointTitle', { date, weight })}
              onClick={() => onSelect(entry)}
            />
          );
        })}
      </div>
    </div>
  );
}
