import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@qis/shared';
import { LoadState, PrintButton } from '@qis/shared/ui';
import { useNutritionTipOfTheDayQuery } from '../api';
import { USEFUL_NS } from '../i18n';
import styles from '../../common/Page.module.css';

/** /useful/tip-of-the-day (spec section 2): loads on open; an inline error offers a retry. */
export default function TipOfTheDayPage() {
  const { t } = useTranslation(USEFUL_NS);
  const titleId = useId();
  const locale = useLocale();
  const { data, isFetching, isError, refetch } = useNutritionTipOfTheDayQuery(locale);
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('tipOfTheDay.title')}
      </h1>
      <LoadState
        isLoading={isFetching}
        isError={isError}
        errorMessage={t('tipOfTheDay.error')}
        onRetry={() => void refetch()}
        loadingLabel={t('tipOfTheDay.loading')}
      >
        {data ? (
          <article className={styles.card}>
            <h2>{data.title}</h2>
            <p className={`${styles.text} ${styles.preformatted}`}>{data.body}</p>
          </article>
        ) : null}
        <div className={`${styles.actions} no-print`}>
          <PrintButton />
        </div>
      </LoadState>
    </section>
  );
}
