import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeightEntry } from '@qis/contract/api';
import { QueryState, PageSection } from '@qis/shared/ui';
import { PROFILE_NS } from '../i18n';
import { useAccountGetProfileQuery, useAccountGetWeightHistoryQuery } from '../api';
import { WeightPlot } from './WeightPlot';
import { projectGoal, trendSeries, weeklyRate } from './trend';
import { TrendSummary } from './TrendSummary';
import { TrendTable } from './TrendTable';
import styles from './WeightChart.module.css';

interface WeightChartProps {
  /** Called with the entry whose point the member clicked (or pressed Enter / Space on). */
  onSelect: (entry: WeightEntry) => void;
}

/** The weight-history block; the history is requested when the chart mounts, and a failed load offers a retry. */
export function WeightChart({ onSelect }: WeightChartProps) {
  const { t } = useTranslation(PROFILE_NS);
  const query = useAccountGetWeightHistoryQuery();
  const { data, refetch } = query;
  // The goal comes from the same cached profile the account form reads and updates.
  const goal = useAccountGetProfileQuery().data?.desiredWeight ?? null;
  const trend = useMemo(() => trendSeries(data ?? []), [data]);

  return (
    <PageSection title={t('chart.title')}>
      <div className={styles.container}>
        <QueryState
          query={query}
          errorMessage={t('chart.loadError')}
          onRetry={() => void refetch()}
          loadingLabel={t('chart.loading')}
        >
          {data && data.length > 0 ? (
            <>
              <WeightPlot entries={data} trend={trend} goal={goal} onSelect={onSelect} />
              <TrendSummary rate={weeklyRate(trend)} goal={goal} projection={projectGoal(trend, goal)} />
              <TrendTable points={trend} goal={goal} />
            </>
          ) : (
            <p className={styles.empty}>{t('chart.empty')}</p>
          )}
        </QueryState>
      </div>
      <p className={`${styles.hint} no-print`}>{t('chart.hint')}</p>
    </PageSection>
  );
}
