import { useTranslation } from 'react-i18next';
import { PROFILE_NS } from '../i18n';
import type { Projection } from './trend';
import { useTrendFormat } from './trendFormat';
import styles from './WeightChart.module.css';

interface TrendSummaryProps {
  /** kg per week, null when the last four weeks hold too few weigh-ins. */
  rate: number | null;
  goal: number | null;
  projection: Projection;
}

/** Under the chart: the trend's weekly rate and when, at that rate, the trend meets the goal. */
export function TrendSummary({ rate, goal, projection }: TrendSummaryProps) {
  const { t } = useTranslation(PROFILE_NS);
  const format = useTrendFormat();
  const goalText = goal === null ? '' : format.kg(goal);
  let outlook: string | null;
  switch (projection.kind) {
    case 'no-goal':
      outlook = t('chart.noGoal');
      break;
    case 'reached':
      outlook = t('chart.reached', { goal: goalText });
      break;
    case 'away':
      outlook = t('chart.away', { goal: goalText });
      break;
    case 'beyond-a-year':
      outlook = t('chart.beyondAYear', { goal: goalText });
      break;
    case 'on-course':
      outlook = t('chart.onCourse', { goal: goalText, date: format.date(projection.date) });
      break;
    case 'no-rate':
      // The rate line below already says what is missing.
      outlook = null;
      break;
  }
  return (
    <div className={styles.summary}>
      <p>{rate === null ? t('chart.noRate') : t('chart.rate', { rate: format.rate(rate) })}</p>
      {outlook ? <p>{outlook}</p> : null}
    </div>
  );
}
