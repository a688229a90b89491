import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatNumber, useLocale } from '@qis/shared';
import { Button, DataTable, Page, QueryState, showErrorToast } from '@qis/shared/ui';
import { useLazyNutritionQisTableFoodsQuery } from '../api';
import { QIS_CATEGORIES, type QisCategory } from '../../common/qisCategories';
import { QIS_NS } from '../i18n';
import { NUTRITION_COMMON_NS } from '../../common/i18n';
import formStyles from '../../common/SearchForm.module.css';

/** /qis/table: pick a category, show its foods with amount and QIS. */
export default function QisTablePage() {
  const { t } = useTranslation([QIS_NS, NUTRITION_COMMON_NS]);
  const selectId = useId();
  const locale = useLocale();
  const formatNumber = useFormatNumber();
  const [category, setCategory] = useState<QisCategory>(QIS_CATEGORIES[0]);
  const [load, query] = useLazyNutritionQisTableFoodsQuery();
  const { data, isError, isUninitialized, originalArgs } = query;

  const show = (event?: FormEvent) => {
    event?.preventDefault();
    void load({ category, locale });
  };
  // A language switch reloads the names shown in the new language.
  useEffect(() => {
    if (originalArgs && originalArgs.locale !== locale) void load({ ...originalArgs, locale });
  }, [load, locale, originalArgs]);
  useEffect(() => {
    if (isError) showErrorToast();
  }, [isError]);

  return (
    <Page title={t('table.title')} intro={t('table.intro')}>
      <form className={`${formStyles.form} no-print`} onSubmit={show}>
        <div className={formStyles.field}>
          <label htmlFor={selectId}>{t('table.category')}</label>
          <select
            id={selectId}
            className={formStyles.select}
            value={category}
            required
            onChange={(event) => setCategory(event.target.value as QisCategory)}
          >
            {QIS_CATEGORIES.map((id) => (
              <option key={id} value={id}>
                {t(`qisCategories.${id}`, { ns: NUTRITION_COMMON_NS })}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="primary">
          {t('table.show')}
        </Button>
      </form>
      {isUninitialized ? null : (
        <QueryState
          query={query}
          errorMessage={t('table.error')}
          onRetry={() => show()}
          loadingLabel={t('loadingList', { ns: NUTRITION_COMMON_NS })}
        >
          <DataTable
            rows={data ?? []}
            rowKey={(row, index) => `${row.name}-${index}`}
            caption={t(`qisCategories.${originalArgs?.category ?? category}`, { ns: NUTRITION_COMMON_NS })}
            empty={t('table.empty')}
            columns={[
              { key: 'food', header: t('food', { ns: NUTRITION_COMMON_NS }), cell: (row) => row.name },
              { key: 'amount', header: t('table.amount'), cell: (row) => row.amount },
              {
                key: 'qis',
                header: t('qis', { ns: NUTRITION_COMMON_NS }),
                numeric: true,
                cell: (row) => formatNumber(row.qis),
              },
            ]}
          />
        </QueryState>
      )}
    </Page>
  );
}
