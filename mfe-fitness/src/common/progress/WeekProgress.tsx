import { useTranslation } from 'react-i18next';
import { formatDate, useLocale } from '@qis/shared';
import { QueryState, PageSection } from '@qis/shared/ui';
import { useFitnessWeekQuery } from './api';
import { PROGRESS_NS } from './i18n';
import styles from './WeekProgress.module.css';

/** This week's guided workouts against the advice of about 2 a week, and the QIS they earned. */
export function WeekProgress() {
  const { t } = useTranslation(PROGRESS_NS);
  const locale = useLocale();
  const query = useFitnessWeekQuery();
  const { data, refetch } = query;
  const toGo = data ? data.target - data.count : 0;

  return (
    <PageSection title={t('title')}>
      <QueryState
        query={query}
        errorMessage={t('error')}
        onRetry={() => void refetch()}
        loadingLabel={t('loading')}
      >
        {data ? (
          <div className={styles.week} data-testid="fitness-week">
            <p className={styles.count}>{t('thisWeek', { done: data.count, target: data.target })}</p>
            <progress
              className={styles.bar}
              max={data.target}
              value={Math.min(data.count, data.target)}
              aria-label={t('thisWeek', { done: data.count, target: data.target })}
            />
            <p>{t('qisEarned', { qis: data.qisEarned })}</p>
            <p>
              {toGo > 0
                ? t('toGo', { count: toGo, target: data.target })
                : t('reached', { target: data.target })}
            </p>
            <p className={styles.note}>
              {t('weekStart', {
                date: formatDate(new Date(data.weekStart), locale, { dateStyle: 'long', timeZone: 'UTC' }),
              })}
            </p>
          </div>
        ) : null}
      </QueryState>
    </PageSection>
  );
}
