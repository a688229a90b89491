import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { DiarySummary } from '@qis/contract/api';
import type { Locale } from '@qis/contract';
import { formatDate, formatNumber } from '@qis/shared';
import { LoadState } from '@qis/shared/ui';
import { DIARY_NS } from '../i18n';
import { fromDay } from '../days';
import { useNutritionDiarySummaryQuery } from '../api';
import styles from '../Diary.module.css';

const WIDTH = 640;
const HEIGHT = 240;
const MARGIN = { top: 10, right: 10, bottom: 34, left: 44 };

/** The last 7 or 28 days' totals against the range band, and how many days were in range. */
export function WeeksSection({ day, locale }: { day: string; locale: Locale }) {
  const { t } = useTranslation(DIARY_NS);
  const [days, setDays] = useState<7 | 28>(7);
  const { data, isFetching, isError, refetch } = useNutritionDiarySummaryQuery({ to: day, days });
  return (
    <section className={styles.weeks} aria-labelledby="diary-weeks-title">
      <h2 id="diary-weeks-title">{t('weeks.title')}</h2>
      <fieldset className={`${styles.modes} no-print`}>
        <legend>{t('weeks.span')}</legend>
        {([7, 28] as const).map((option) => (
          <label key={option} className={styles.mode}>
            <input
              type="radio"
              name="diary-weeks-span"
              checked={days === option}
              onChange={() => setDays(option)}
            />
            {t('weeks.days', { count: option })}
          </label>
        ))}
      </fieldset>
      <LoadState
        isLoading={isFetching && !data}
        isError={isError}
        errorMessage={t('weeks.error')}
        onRetry={() => void refetch()}
        loadingLabel={t('weeks.loading')}
      >
        {data ? <WeeksChart summary={data} locale={locale} /> : null}
      </LoadState>
    </section>
  );
}

export function WeeksChart({ summary, locale }: { summary: DiarySummary; locale: Locale }) {
  const { t } = useTranslation(DIARY_NS);
  const range = summary.range.kind === 'range' ? summary.range : null;
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const top = Math.max(
    ...summary.days.map((day) => Math.max(day.eaten, (day.max ?? 0) * 1.2)),
    range ? range.max * 1.2 : 100,
    10,
  );
  const x = scaleBand({ domain: summary.days.map((day) => day.date), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear({ domain: [0, top], range: [innerHeight, 0], nice: true });
  const dayLabel = { format: (date: Date) => formatDate(date, locale, { day: 'numeric', month: 'numeric' }) };
  const number = { format: (value: number) => formatNumber(value, locale) };
  const every = summary.days.length > 7 ? 7 : 1;
  return (
    <figure className={styles.chartFigure}>
      <p className={styles.inRange} data-testid="diary-days-in-range">
        {t('weeks.inRange', { count: summary.daysInRange, total: summary.days.length })}
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={styles.chart}
        role="img"
        aria-label={t('weeks.chartLabel', { count: summary.days.length })}
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          {/* Each day's own range (its weight and age): the band steps where the weight changed. */}
          {summary.days.map((day) =>
            day.min !== null && day.max !== null ? (
              <rect
                key={`band-${day.date}`}
                data-testid="diary-week-band"
                x={(x(day.date) ?? 0) - (x.step() - x.bandwidth()) / 2}
                width={x.step()}
                y={y(day.max)}
                height={y(day.min) - y(day.max)}
                className={styles.chartBand}
              />
            ) : null,
          )}
          {summary.days.map((day) => (
            <Bar
              key={day.date}
              data-testid="diary-week-bar"
              x={x(day.date)}
              width={x.bandwidth()}
              y={y(day.eaten)}
              height={innerHeight - y(day.eaten)}
              className={day.inRange ? styles.chartBarIn : styles.chartBarOut}
            />
          ))}
          <AxisLeft scale={y} numTicks={5} tickFormat={(value) => number.format(Number(value))} />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={summary.days
              .filter((_, index) => (summary.days.length - 1 - index) % every === 0)
              .map((day) => day.date)}
            tickFormat={(date) => dayLabel.format(fromDay(date))}
          />
        </Group>
      </svg>
      <figcaption>
        <table className={styles.weeksTable}>
          <caption>{t('weeks.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('weeks.day')}</th>
              <th scope="col">{t('weeks.eaten')}</th>
              <th scope="col">{t('weeks.bonus')}</th>
              <th scope="col">{t('weeks.status')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.days
              .filter((day) => day.entries > 0)
              .map((day) => (
                <tr key={day.date}>
                  <td>{dayLabel.format(fromDay(day.date))}</td>
                  <td>{number.format(day.eaten)}</td>
                  <td>{number.format(day.bonus)}</td>
                  <td>{day.inRange ? t('weeks.in') : t('weeks.out')}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
