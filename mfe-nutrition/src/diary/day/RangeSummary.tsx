import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiaryDay } from '@qis/contract/api';
import { DIARY_NS } from '../i18n';
import styles from '../Diary.module.css';

const WIDTH = 600;
const HEIGHT = 28;
const LABEL_GAP = 4;

/**
 * The day's total against the allowance (the range plus the day's bonus), drawn and in words. What is
 * left, the bar and `action` (the way to add) come first, so a phone's first view holds them; the
 * figures follow, beside them on a wide screen.
 */
export function RangeSummary({ day, action }: { day: DiaryDay; action?: ReactNode }) {
  const { t } = useTranslation(DIARY_NS);
  const { totals } = day;
  const allowance = totals.allowance;
  return (
    <section className={styles.summary} aria-labelledby="diary-summary-title">
      <h2 id="diary-summary-title">{t('summary.title')}</h2>
      {allowance && totals.left !== null ? (
        <>
          <p className={styles.left} aria-live="polite" data-testid="diary-left">
            {totals.left >= 0
              ? t('summary.left', { count: totals.left })
              : t('summary.over', { count: -totals.left })}
          </p>
          <RangeBar eaten={totals.eaten} min={allowance.min} max={allowance.max} />
          {action}
          <dl className={styles.figures}>
            <dt>{t('summary.eaten')}</dt>
            <dd data-testid="diary-eaten">{t('qis', { value: totals.eaten })}</dd>
            <dt>{t('summary.range')}</dt>
            <dd>
              {day.range.kind === 'range'
                ? t('summary.rangeValue', { min: day.range.min, max: day.range.max })
                : null}
            </dd>
            <dt>{t('summary.bonus')}</dt>
            <dd data-testid="diary-bonus">
              {t('summary.bonusValue', {
                value: totals.bonus,
                activities: totals.activityBonus,
                workouts: totals.workoutBonus,
              })}
            </dd>
            <dt>{t('summary.allowance')}</dt>
            <dd>{t('summary.rangeValue', { min: allowance.min, max: allowance.max })}</dd>
          </dl>
        </>
      ) : (
        <p className={styles.left} data-testid="diary-eaten">
          {t('summary.eatenOnly', { value: totals.eaten })}
        </p>
      )}
      {allowance && totals.left !== null ? null : action}
    </section>
  );
}

function RangeBar({ eaten, min, max }: { eaten: number; min: number; max: number }) {
  const { t } = useTranslation(DIARY_NS);
  const top = Math.max(max * 1.25, eaten * 1.05, 1);
  const x = (value: number) => (Math.min(value, top) / top) * WIDTH;
  const over = eaten > max;
  return (
    <svg
      className={styles.bar}
      data-testid="diary-bar"
      viewBox={`0 0 ${WIDTH} ${HEIGHT + 16}`}
      role="img"
      aria-label={t('summary.barLabel', { eaten, min, max })}
    >
      <rect x={0} y={0} width={WIDTH} height={HEIGHT} className={styles.barTrack} rx={4} />
      <rect x={x(min)} y={0} width={x(max) - x(min)} height={HEIGHT} className={styles.barBand} />
      <rect
        x={0}
        y={7}
        width={x(eaten)}
        height={HEIGHT - 14}
        className={over ? styles.barOver : styles.barEaten}
        rx={3}
      />
      <line x1={x(min)} x2={x(min)} y1={0} y2={HEIGHT + 4} className={styles.barMark} />
      <line x1={x(max)} x2={x(max)} y1={0} y2={HEIGHT + 4} className={styles.barMark} />
      {/* The two marks are close on a narrow range: each label stands on its outer side, so they never overlap. */}
      <text x={x(min) - LABEL_GAP} y={HEIGHT + 15} textAnchor="end" className={styles.barText}>
        {t('number', { value: min })}
      </text>
      <text x={x(max) + LABEL_GAP} y={HEIGHT + 15} textAnchor="start" className={styles.barText}>
        {t('number', { value: max })}
      </text>
    </svg>
  );
}
