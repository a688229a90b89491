import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@qis/shared';
import { LoadState, PrintButton, showErrorToast } from '@qis/shared/ui';
import { Disclaimer } from '../../common/Disclaimer';
import { NUTRITION_COMMON_NS } from '../../common/i18n';
import { useNutritionBonusQuery } from '../api';
import { USEFUL_NS } from '../i18n';
import styles from '../../common/Page.module.css';

/** The worked example of spec section 2: what a day over target costs in activity. */
export const BONUS_EXAMPLE = { used: 185, target: 150, difference: 35 } as const;

/** /useful/bonus (spec section 2): how activity earns extra QIS, and the table of activities. */
export default function BonusPage() {
  const { t } = useTranslation([USEFUL_NS, NUTRITION_COMMON_NS]);
  const titleId = useId();
  const locale = useLocale();
  const { data, isFetching, isError, refetch } = useNutritionBonusQuery(locale);

  useEffect(() => {
    if (isError) showErrorToast();
  }, [isError]);

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('bonus.title')}
      </h1>
      <p className={styles.text}>{t('bonus.intro')}</p>
      <p className={styles.text}>{t('bonus.example', BONUS_EXAMPLE)}</p>
      <LoadState
        isLoading={isFetching}
        isError={isError}
        errorMessage={t('bonus.error')}
        onRetry={() => void refetch()}
        loadingLabel={t('loadingList', { ns: NUTRITION_COMMON_NS })}
      >
        <div className={`${styles.actions} no-print`}>
          <PrintButton />
        </div>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('bonus.activity')}</th>
              <th scope="col" className={styles.number}>
                {t('bonus.minutes')}
              </th>
              <th scope="col" className={styles.number}>
                {t('qis', { ns: NUTRITION_COMMON_NS })}
              </th>
            </tr>
          </thead>
          <tbody>
            {(data ?? []).map((row, index) => (
              <tr key={`${row.activity}-${index}`}>
                <td>{row.activity}</td>
                <td className={styles.number}>{row.minutes}</td>
                <td className={styles.number}>{row.qis}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </LoadState>
      <Disclaimer />
    </section>
  );
}
