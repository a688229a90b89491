import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, type FoodListRow, type Locale } from '@qis/shared';
import { LoadState, PrintButton, showErrorToast } from '@qis/shared/ui';
import { Disclaimer } from '../../common/Disclaimer';
import { NUTRITION_COMMON_NS } from '../../common/i18n';
import { qisOf } from '../qis';
import { USEFUL_NS } from '../i18n';
import styles from '../../common/Page.module.css';

interface LazyListQueryState {
  data?: FoodListRow[];
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

/** The low-QIS and cholesterol-free screens (spec section 2): a search button draws 25 random foods. */
export function FoodListScreen({ screen, useListQuery }: FoodListScreenProps) {
  const { t } = useTranslation([USEFUL_NS, NUTRITION_COMMON_NS]);
  const titleId = useId();
  const locale = useLocale();
  const [load, { data, isFetching, isError, isUninitialized }] = useListQuery();
  const search = () => void load(locale);

  useEffect(() => {
    if (isError) showErrorToast();
  }, [isError]);

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t(`${screen}.title`)}
      </h1>
      <p className={styles.text}>{t(`${screen}.intro`)}</p>
      <div className={`${styles.actions} no-print`}>
        <button
          type="button"
          className="qis-button qis-button--primary"
          onClick={search}
          disabled={isFetching}
        >
          {t('lists.search')}
        </button>
        {data && data.length > 0 ? <PrintButton /> : null}
      </div>
      {isUninitialized ? null : (
        <LoadState
          isLoading={isFetching}
          isError={isError}
          errorMessage={t(`${screen}.error`)}
          onRetry={search}
          loadingLabel={t('loadingList', { ns: NUTRITION_COMMON_NS })}
        >
          {data && data.length > 0 ? (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('food', { ns: NUTRITION_COMMON_NS })}</th>
                  <th scope="col" className={styles.number}>
                    {t('qisPer100g', { ns: NUTRITION_COMMON_NS })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.map((row, index) => (
                  <tr key={`${row.name}-${index}`}>
                    <td>{row.name}</td>
                    <td className={styles.number}>{qisOf(row.calories)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className={styles.empty}>{t('lists.empty')}</p>
          )}
        </LoadState>
      )}
      <Disclaimer />
    </section>
  );
}
