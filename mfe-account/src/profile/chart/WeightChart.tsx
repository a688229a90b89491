import { useTranslation } from 'react-i18next';
import { type WeightEntry } from '@qis/shared';
import { QueryState, PageSection } from '@qis/shared/ui';
import { PROFILE_NS } from '../i18n';
import { useAccountGetWeightHistoryQuery } from '../api';
import { WeightPlot } from './WeightPlot';
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
            <WeightPlot entries={data} onSelect={onSelect} />
          ) : (
            <p className={styles.empty}>{t('chart.empty')}</p>
          )}
        </QueryState>
      </div>
      <p className={`${styles.hint} no-print`}>{t('chart.hint')}</p>
    </PageSection>
  );
}
