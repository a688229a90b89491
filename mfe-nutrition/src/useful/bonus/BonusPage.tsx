import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatNumber, useLocale } from '@qis/shared';
import { QueryState, Page, PageActions, PrintButton, showErrorToast } from '@qis/shared/ui';
import { Disclaimer } from '../../common/Disclaimer';
import { NUTRITION_COMMON_NS } from '../../common/i18n';
import { useNutritionBonusQuery } from '../api';
import { USEFUL_NS } from '../i18n';
import styles from '../../common/Table.module.css';

/** The worked example under the intro: a day 35 QIS over its target, and the activity that earns them back. */
export const BONUS_EXAMPLE = { used: 185, target: 150, difference: 35 } as const;

/** /useful/bonus: how activity earns extra QIS, and the table of activities. */
export default function BonusPage() {
  const { t } = useTranslation([USEFUL_NS, NUTRITION_COMMON_NS]);
  const locale = useLocale();
  const formatNumber = useFormatNumber();
  const query = useNutritionBonusQuery(locale);
  const { data, isError, refetch } = query;

  useEffect(() => {
    if (isError) showErrorToast();
  }, [isError]);

  return (
    <Page
      title={t('bonus.title')}
      intro={
        <>
          <p>{t('bonus.intro')}</p>
          <p>{t('bonus.example', BONUS_EXAMPLE)}</p>
        </>
      }
    >
      <QueryState
        query={query}
        errorMessage={t('bonus.error')}
        onRetry={() => void refetch()}
        loadingLabel={t('loadingList', { ns: NUTRITION_COMMON_NS })}
      >
        <PageActions>
          <PrintButton />
        </PageActions>
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
                <td className={styles.number}>{formatNumber(row.minutes)}</td>
                <td className={styles.number}>{formatNumber(row.qis)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </QueryState>
      <Disclaimer />
    </Page>
  );
}
