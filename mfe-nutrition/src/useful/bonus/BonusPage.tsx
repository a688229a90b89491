import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatNumber, useLocale } from '@qis/shared';
import { DataTable, Page, PageActions, PrintButton, QueryState, showErrorToast } from '@qis/shared/ui';
import { Disclaimer } from '../../common/Disclaimer';
import { NUTRITION_COMMON_NS } from '../../common/i18n';
import { useNutritionBonusQuery } from '../api';
import { USEFUL_NS } from '../i18n';

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
        <DataTable
          rows={data ?? []}
          rowKey={(row, index) => `${row.activity}-${index}`}
          columns={[
            { key: 'activity', header: t('bonus.activity'), cell: (row) => row.activity },
            {
              key: 'minutes',
              header: t('bonus.minutes'),
              numeric: true,
              cell: (row) => formatNumber(row.minutes),
            },
            {
              key: 'qis',
              header: t('qis', { ns: NUTRITION_COMMON_NS }),
              numeric: true,
              cell: (row) => formatNumber(row.qis),
            },
          ]}
        />
      </QueryState>
      <Disclaimer />
    </Page>
  );
}
