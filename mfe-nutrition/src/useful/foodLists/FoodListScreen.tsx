import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatNumber, useLocale } from '@qis/shared';
import type { FoodListRow } from '@qis/contract/api';
import type { Locale } from '@qis/contract';
import {
  Button,
  DataTable,
  Page,
  PageActions,
  PrintButton,
  QueryState,
  showErrorToast,
} from '@qis/shared/ui';
import { Disclaimer } from '../../common/Disclaimer';
import { NUTRITION_COMMON_NS } from '../../common/i18n';
import { qisOf } from '../qis';
import { USEFUL_NS } from '../i18n';

interface LazyListQueryState {
  data?: FoodListRow[];
  currentData?: FoodListRow[];
  isFetching: boolean;
  isError: boolean;
  isUninitialized: boolean;
}

export type LazyListQuery = () => readonly [(locale: Locale) => unknown, LazyListQueryState, ...unknown[]];

interface FoodListScreenProps {
  /** The screen's key in the useful translations: lowQis or cholesterolFree. */
  screen: 'lowQis' | 'cholesterolFree';
  useListQuery: LazyListQuery;
}

/** The low-QIS and cholesterol-free screens: a search button draws 25 random foods of the list. */
export function FoodListScreen({ screen, useListQuery }: FoodListScreenProps) {
  const { t } = useTranslation([USEFUL_NS, NUTRITION_COMMON_NS]);
  const locale = useLocale();
  const formatNumber = useFormatNumber();
  const formatQis = (calories: number | null) => {
    const qis = qisOf(calories);
    return qis === null ? '–' : formatNumber(qis);
  };
  const [load, query] = useListQuery();
  const { data, isFetching, isError, isUninitialized } = query;
  const search = () => void load(locale);

  useEffect(() => {
    if (isError) showErrorToast();
  }, [isError]);

  return (
    <Page title={t(`${screen}.title`)} intro={t(`${screen}.intro`)}>
      <PageActions>
        <Button variant="primary" onClick={search} disabled={isFetching}>
          {t('lists.search')}
        </Button>
        {data && data.length > 0 ? <PrintButton /> : null}
      </PageActions>
      {isUninitialized ? null : (
        <QueryState
          query={query}
          errorMessage={t(`${screen}.error`)}
          onRetry={search}
          loadingLabel={t('loadingList', { ns: NUTRITION_COMMON_NS })}
        >
          <DataTable
            rows={data ?? []}
            rowKey={(row, index) => `${row.name}-${index}`}
            empty={t('lists.empty')}
            columns={[
              { key: 'food', header: t('food', { ns: NUTRITION_COMMON_NS }), cell: (row) => row.name },
              {
                key: 'qis',
                header: t('qisPer100g', { ns: NUTRITION_COMMON_NS }),
                numeric: true,
                cell: (row) => formatQis(row.calories),
              },
            ]}
          />
        </QueryState>
      )}
      <Disclaimer />
    </Page>
  );
}
