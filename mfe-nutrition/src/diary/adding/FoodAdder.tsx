import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiaryFood, DiaryPortionUnit, DiarySlot } from '@qis/contract/api';
import type { Locale } from '@qis/contract';
import { DIARY_NS } from '../i18n';
import { clientId } from '../days';
import { useNutritionDiaryFoodsQuery, useNutritionDiaryRecentQuery } from '../api';
import type { AddPanelProps } from './AddPanel';
import styles from '../Diary.module.css';

/** The server's rule: round(kcal × grams / 100 / 12). */
export const foodQis = (food: DiaryFood, grams: number): number =>
  Math.round((food.kcalPer100g * grams) / 100 / 12);

interface FoodAdderProps {
  day: string;
  slot: DiarySlot;
  locale: Locale;
  onAdd: AddPanelProps['onAdd'];
}

/** Search the catalogue (the food database's own search), the member's recent foods first; then the amount. */
export function FoodAdder({ day, slot, locale, onAdd }: FoodAdderProps) {
  const { t } = useTranslation(DIARY_NS);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<DiaryFood | null>(null);
  const recent = useNutritionDiaryRecentQuery(locale);
  const found = useNutritionDiaryFoodsQuery({ q: query, locale }, { skip: query === '' });
  const list = query === '' ? (recent.data ?? []) : (found.data ?? []);
  return (
    <div>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          setChosen(null);
          setQuery(text.trim());
        }}
      >
        <label className={styles.field}>
          <span className={styles.label}>{t('add.search')}</span>
          <input
            type="search"
            className="qis-input"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <button type="submit" className="qis-button">
          {t('add.searchButton')}
        </button>
      </form>
      <h3 className={styles.listHeading}>{query === '' ? t('add.recent') : t('add.results')}</h3>
      {found.isFetching ? <p role="status">{t('add.searching')}</p> : null}
      {list.length === 0 && !found.isFetching ? (
        <p className={styles.empty}>{query === '' ? t('add.noRecent') : t('add.noResults')}</p>
      ) : (
        <ul className={styles.foods}>
          {list.map((food) => (
            <li key={food.foodId}>
              <button
                type="button"
                className={styles.foodChoice}
                aria-pressed={chosen?.foodId === food.foodId}
                onClick={() => setChosen(food)}
              >
                <span>{food.name}</span>
                <span className={styles.foodQis}>{t('add.per100g', { value: food.qisPer100g })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen ? (
        <AmountForm key={chosen.foodId} food={chosen} day={day} slot={slot} locale={locale} onAdd={onAdd} />
      ) : null}
    </div>
  );
}

function AmountForm({ food, day, slot, locale, onAdd }: FoodAdderProps & { food: DiaryFood }) {
  const { t } = useTranslation(DIARY_NS);
  const first = food.portions[0];
  // 'grams', or the unit of one of the food's household portions.
  const [unit, setUnit] = useState<'grams' | DiaryPortionUnit>(first ? first.unit : 'grams');
  const [amount, setAmount] = useState(first ? '1' : '100');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const portion = food.portions.find((one) => one.unit === unit);
  const value = Number(amount.replace(',', '.'));
  const valid =
    Number.isFinite(value) && (portion ? value >= 0.25 && value <= 50 : value >= 1 && value <= 5000);
  const grams = portion ? value * portion.grams : value;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('add.amountFor', { name: food.name })}
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return setError(t('add.errors.amount'));
        setError(null);
        setBusy(true);
        const amountField = portion ? { portions: value, unit: portion.unit } : { grams: value };
        void onAdd(
          {
            clientId: clientId(),
            date: day,
            kind: 'food',
            slot,
            foodId: food.foodId,
            ...amountField,
            locale,
          },
          food.name,
          foodQis(food, grams),
        ).finally(() => setBusy(false));
      }}
    >
      <p className={styles.chosen}>{food.name}</p>
      <label className={styles.field}>
        <span className={styles.label}>{t('add.amount')}</span>
        <input
          type="number"
          className="qis-input"
          inputMode="decimal"
          step={portion ? 0.25 : 1}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </label>
      {food.portions.length > 0 ? (
        <label className={styles.field}>
          <span className={styles.label}>{t('add.unit')}</span>
          <select
            className="qis-select"
            value={unit}
            onChange={(event) => setUnit(event.target.value as 'grams' | DiaryPortionUnit)}
          >
            <option value="grams">{t('add.grams')}</option>
            {food.portions.map((one) => (
              <option key={one.unit} value={one.unit}>
                {t('add.portion', { label: one.label, grams: one.grams })}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <span className={styles.unit}>{t('add.grams')}</span>
      )}
      <p className={styles.preview} aria-live="polite" data-testid="diary-preview">
        {valid ? t('qis', { value: foodQis(food, grams) }) : null}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <button type="submit" className="qis-button" disabled={busy}>
        {t('add.submit')}
      </button>
    </form>
  );
}
