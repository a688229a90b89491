import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@qis/shared';
import { PROFILE_NS } from '../i18n';
import type { TrendPoint } from './trend';
import { useTrendFormat } from './trendFormat';

/** The chart's figures for screen readers: each weigh-in with its trend (the drawing is hidden from them). */
export function TrendTable({ points, goal }: { points: readonly TrendPoint[]; goal: number | null }) {
  const { t } = useTranslation(PROFILE_NS);
  const format = useTrendFormat();
  return (
    <VisuallyHidden as="table">
      <caption>
        {t('chart.tableCaption')}
        {goal === null ? '' : ` (${t('chart.goalName', { weight: format.kg(goal) })})`}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('chart.tableDate')}</th>
          <th scope="col">{t('chart.tableWeight')}</th>
          <th scope="col">{t('chart.tableTrend')}</th>
        </tr>
      </thead>
      <tbody>
        {points.map((point) => (
          <tr key={point.date}>
            <th scope="row">{format.date(point.date)}</th>
            <td>{format.kg(point.weight)}</td>
            <td>{format.kg(point.trend)}</td>
          </tr>
        ))}
      </tbody>
    </VisuallyHidden>
  );
}
