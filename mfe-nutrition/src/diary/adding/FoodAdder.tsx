import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { DiaryFood, DiaryPortionUnit, DiarySlot } from '@qis/contract/api';
import { DIARY_LIMITS, qisFromKcal, type Locale } from '@qis/contract';
import { Link, useLocalizedPath } from '@qis/shared';
import { Button } from '@qis/shared/ui';
import { DIARY_NS } from '../i18n';
import { clientId } from '../days';
import { useNutritionDiaryRecentQuery } from '../api';
import {
  isCatalogueFood,
  isOwn,
  useNutritionDiaryFoodsQuery,
  type OwnResult,
} from '../../common/foodSearch/foodSearchApi';
import { AdderForm } from '../form/AdderForm';
import { NumberField } from '../form/NumberField';
import { SelectField } from '../form/SelectField';
import { numberWithin } from '../form/limits';
import type { AddPanelProps } from './AddPanel';
import { ownKey, OwnAmountForm, OwnChoice } from './OwnAdder';
import styles from '../Diary.module.css';
import { InputField } from '../../common/form/InputField';

/** The server's rule, the contract's one: round(kcal × grams / 100 / 12). */
export const foodQis = (food: DiaryFood, grams: number): number =>
  qisFromKcal((food.kcalPer100g * grams) / 100);

interface FoodAdderProps {
  day: string;
  slot: DiarySlot;
  locale: Locale;
  onAdd: AddPanelProps['onAdd'];
}

/** Search the catalogue (the food database's own search), the member's recent foods first; then the amount. */
export function FoodAdder({ day, slot, locale, onAdd }: FoodAdderProps) {
  const { t } = useTranslation(DIARY_NS);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<DiaryFood | null>(null);
  const [chosenOwn, setChosenOwn] = useState<OwnResult | null>(null);
  const localized = useLocalizedPath();
  const recent = useNutritionDiaryRecentQuery(locale);
  const found = useNutritionDiaryFoodsQuery({ q: query, locale }, { skip: query === '' });
  // The member's own foods and recipes come first, as the server ranks them.
  const own = query === '' ? [] : (found.data ?? []).filter(isOwn);
  const list = query === '' ? (recent.data ?? []) : (found.data ?? []).filter(isCatalogueFood);
  return (
    <div>
      <Form<{ text?: string }>
        onSubmit={({ text }) => {
          setChosen(null);
          setChosenOwn(null);
          setQuery((text ?? '').trim());
        }}
        subscription={{}}
        render={({ handleSubmit }) => (
          <form role="search" className={styles.form} onSubmit={handleSubmit}>
            <SearchField />
            <Button type="submit">{t('add.searchButton')}</Button>
          </form>
        )}
      />
      <h3 className={styles.listHeading}>{query === '' ? t('add.recent') : t('add.results')}</h3>
      {found.isFetching ? <p role="status">{t('add.searching')}</p> : null}
      {own.length > 0 ? (
        <ul className={styles.foods} aria-label={t('add.mine')}>
          {own.map((result) => (
            <li key={ownKey(result)}>
              <OwnChoice
                own={result}
                pressed={chosenOwn !== null && ownKey(chosenOwn) === ownKey(result)}
                onChoose={() => {
                  setChosen(null);
                  setChosenOwn(result);
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {list.length === 0 && own.length === 0 && !found.isFetching ? (
        <p className={styles.empty}>{query === '' ? t('add.noRecent') : t('add.noResults')}</p>
      ) : (
        <ul className={styles.foods}>
          {list.map((food) => (
            <li key={food.foodId}>
              <button
                type="button"
                className={styles.foodChoice}
                aria-pressed={chosen?.foodId === food.foodId}
                onClick={() => {
                  setChosenOwn(null);
                  setChosen(food);
                }}
              >
                <span>{food.name}</span>
                <span className={styles.foodQis}>{t('add.per100g', { value: food.qisPer100g })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {query !== '' && !found.isFetching ? (
        <p>
          <Link to={localized(`/my-foods?name=${encodeURIComponent(query)}`)}>{t('add.createIt')}</Link>
        </p>
      ) : null}
      {chosenOwn ? (
        <OwnAmountForm
          key={ownKey(chosenOwn)}
          own={chosenOwn}
          day={day}
          slot={slot}
          locale={locale}
          onAdd={onAdd}
        />
      ) : null}
      {chosen ? (
        <AmountForm key={chosen.foodId} food={chosen} day={day} slot={slot} locale={locale} onAdd={onAdd} />
      ) : null}
    </div>
  );
}

interface AmountValues {
  amount?: string;
  /** 'grams', or the unit of one of the food's household portions. */
  unit?: 'grams' | DiaryPortionUnit;
}

/** The amount typed, in the chosen unit, when the contract accepts it; with its grams. */
function amountOf(food: DiaryFood, values: AmountValues) {
  const portion = food.portions.find((one) => one.unit === values.unit);
  const value = numberWithin(values.amount, portion ? DIARY_LIMITS.portions : DIARY_LIMITS.grams);
  if (value === null) return null;
  return { value, portion, grams: portion ? value * portion.grams : value };
}

function AmountForm({ food, day, slot, locale, onAdd }: FoodAdderProps & { food: DiaryFood }) {
  const { t } = useTranslation(DIARY_NS);
  const first = food.portions[0];
  return (
    <AdderForm<AmountValues>
      label={t('add.amountFor', { name: food.name })}
      initialValues={{ unit: first ? first.unit : 'grams', amount: first ? '1' : '100' }}
      validate={(values) => (amountOf(food, values) ? {} : { amount: 'add.errors.amount' })}
      onSubmit={async (values) => {
        const amount = amountOf(food, values);
        if (!amount) return;
        const { value, portion, grams } = amount;
        const amountField = portion ? { portions: value, unit: portion.unit } : { grams: value };
        await onAdd(
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
        );
      }}
    >
      {(values) => {
        const amount = amountOf(food, values);
        const portion = food.portions.find((one) => one.unit === values.unit);
        return (
          <>
            <p className={styles.chosen}>{food.name}</p>
            <NumberField
              name="amount"
              label={t('add.amount')}
              inputMode="decimal"
              step={portion ? DIARY_LIMITS.portions.minimum : 1}
            />
            {food.portions.length > 0 ? (
              <SelectField name="unit" label={t('add.unit')}>
                <option value="grams">{t('add.grams')}</option>
                {food.portions.map((one) => (
                  <option key={one.unit} value={one.unit}>
                    {t('add.portion', { label: one.label, grams: one.grams })}
                  </option>
                ))}
              </SelectField>
            ) : (
              <span className={styles.unit}>{t('add.grams')}</span>
            )}
            <p className={styles.preview} aria-live="polite" data-testid="diary-preview">
              {amount ? t('qis', { value: foodQis(food, amount.grams) }) : null}
            </p>
          </>
        );
      }}
    </AdderForm>
  );
}

function SearchField() {
  const { t } = useTranslation(DIARY_NS);
  return (
    <InputField
      name="text"
      label={t('add.search')}
      message={(key) => t(key)}
      type="search"
      maxLength={DIARY_LIMITS.searchText.maxLength}
    />
  );
}
