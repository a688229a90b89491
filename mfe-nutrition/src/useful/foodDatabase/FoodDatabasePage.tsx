import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, useLocale } from '@qis/shared';
import type { FoodRow } from '@qis/contract/api';
import { Page, Button, showErrorToast } from '@qis/shared/ui';
import { useNutritionSearchFoodsMutation } from '../api';
import { FoodResults } from './FoodResults';
import { USEFUL_NS } from '../i18n';
import styles from '../../common/SearchForm.module.css';

/** The longest search text the form and the API accept. */
export const SEARCH_MAX_LENGTH = 30;

interface Search {
  rows: FoodRow[];
  /** The detail level of the search that produced the rows, not the checkbox's current state. */
  details: boolean;
}

/** /useful/food-database: search the food catalogue by name. */
export default function FoodDatabasePage() {
  const { t } = useTranslation(USEFUL_NS);
  const inputId = useId();
  const locale = useLocale();
  const [searchText, setSearchText] = useState('');
  const [details, setDetails] = useState(false);
  const [search, { isLoading }] = useNutritionSearchFoodsMutation();
  const [result, setResult] = useState<Search | null>(null);
  const valid = searchText.trim() !== '' && searchText.length <= SEARCH_MAX_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    try {
      const rows = await search({ searchText: searchText.trim(), details, locale }).unwrap();
      setResult({ rows, details });
    } catch {
      showErrorToast();
    }
  };

  return (
    <Page title={t('foodDatabase.title')} intro={t('foodDatabase.intro')}>
      <form className={`${styles.form} no-print`} onSubmit={(event) => void submit(event)}>
        <div className={styles.field}>
          <label htmlFor={inputId}>{t('foodDatabase.searchLabel')}</label>
          <input
            id={inputId}
            type="search"
            className={styles.input}
            value={searchText}
            maxLength={SEARCH_MAX_LENGTH}
            required
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <label className={styles.checkbox}>
          <input type="checkbox" checked={details} onChange={(event) => setDetails(event.target.checked)} />
          {t('foodDatabase.details')}
        </label>
        <Button type="submit" variant="primary" disabled={!valid || isLoading}>
          {t('foodDatabase.search')}
        </Button>
      </form>
      {isLoading ? <Spinner label={t('foodDatabase.searching')} /> : null}
      {!isLoading && result ? <FoodResults rows={result.rows} details={result.details} /> : null}
    </Page>
  );
}
