import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import type { ParentSizeState, ResizeObserverPolyfill } from '@visx/responsive';
import { LinePath } from '@visx/shape';
import { useLocale, type WeightEntry } from '@qis/shared';
import { PROFILE_NS } from '../i18n';
import { shortDateLabel } from '../dates';
import { CHART_HEIGHT, FALLBACK_WIDTH, MARGIN, chartScales, labelledDates } from './chartLayout';
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
  onSelect: (entry: WeightEntry) => void;
}

/**
 * The line of the member's weights. The SVG only draws; each point has a real button laid over its
 * dot, so mouse, keyboard (Tab, Enter, Space) and screen readers all reach the entries the same way.
 */
export function WeightPlot({ entries, onSelect }: WeightPlotProps) {
  const { t } = useTranslation(PROFILE_NS);
  const locale = useLocale();
  const { parentRef, width: measured } = useParentSize({
    initialSize: INITIAL_SIZE,
    resizeObserverPolyfill: resizeObserver,
    ignoreDimensions: IGNORED_DIMENSIONS,
  });
  const width = measured > 0 ? measured : FALLBACK_WIDTH;
  const { x, y, innerHeight } = useMemo(() => chartScales(entries, width), [entries, width]);
  const tickDates = useMemo(() => labelledDates(entries, x), [entries, x]);
  const weightFormat = useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }), [locale]);
  const xOf = (entry: WeightEntry) => x(new Date(entry.date));
  const yOf = (entry: WeightEntry) => y(entry.weight);

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
            <LinePath data={[...entries]} x={xOf} y={yOf} className={styles.line} />
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
