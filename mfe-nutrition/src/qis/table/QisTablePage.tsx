import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatNumber, useLocale } from '@qis/shared';
import { Page, Button, QueryState, showErrorToast } from '@qis/shared/ui';
import { useLazyNutritionQisTableFoodsQuery } from '../api';
import { QIS_CATEGORIES, type QisCategory } from '../../common/qisCategories';
import { QIS_NS } from '../i18n';
import { NUTRITION_COMMON_NS } from '../../common/i18n';
import formStyles from '../../common/SearchForm.module.css';
import styles from '../../common/Table.module.css';

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
          {data && data.length > 0 ? (
            <table className={styles.table}>
              <caption className={styles.caption}>
                {t(`qisCategories.${originalArgs?.category ?? category}`, { ns: NUTRITION_COMMON_NS })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('food', { ns: NUTRITION_COMMON_NS })}</th>
                  <th scope="col">{t('table.amount')}</th>
                  <th scope="col" className={styles.number}>
                    {t('qis', { ns: NUTRITION_COMMON_NS })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.map((row, index) => (
                  <tr key={`${row.name}-${index}`}>
                    <td>{row.name}</td>
                    <td>{row.amount}</td>
                    <td className={styles.number}>{formatNumber(row.qis)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className={styles.empty}>{t('table.empty')}</p>
          )}
        </QueryState>
      )}
    </Page>
  );
}
