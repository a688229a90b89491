import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { DIARY_LIMITS } from '@qis/contract';
import { useLocale } from '@qis/shared';
import { Button } from '@qis/shared/ui';
import { isCatalogueFood, useNutritionDiaryFoodsQuery } from '../common/foodSearch/foodSearchApi';
import { MY_FOODS_NS } from './i18n';
import type { IngredientValue } from './recipeValues';
import { FOOD_LIMIT_VALUES } from './foodValues';
import ownMark from '../common/OwnMark.module.css';
import styles from './MyFoods.module.css';
import { InputField } from '../common/form/InputField';

/** A food the search found, as an ingredient names it. */
export type FoundFood = Omit<IngredientValue, 'key' | 'grams'>;

interface IngredientSearchProps {
  /** False once the recipe holds as many ingredients as the contract allows. */
  canAdd: boolean;
  onPick: (food: FoundFood) => void;
}

/**
 * Finds an ingredient through the diary's own food search: the member's foods first, marked as theirs,
 * then the catalogue. Its own form, beside the recipe's (forms cannot nest).
 */
export function IngredientSearch({ canAdd, onPick }: IngredientSearchProps) {
  const { t } = useTranslation(MY_FOODS_NS);
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const found = useNutritionDiaryFoodsQuery({ q: query, locale }, { skip: query === '' });
  const results = (found.currentData ?? []).flatMap(
    (result): (FoundFood & { qis: number; mine: boolean })[] => {
      if (result.kind === 'my-food')
        return [
          { foodId: null, myFoodId: result.myFoodId, name: result.name, qis: result.qisPer100g, mine: true },
        ];
      if (isCatalogueFood(result))
        return [
          { foodId: result.foodId, myFoodId: null, name: result.name, qis: result.qisPer100g, mine: false },
        ];
      return []; // A recipe is not an ingredient of another.
    },
  );
  return (
    <section className={styles.search} aria-labelledby="recipe-search-title">
      <h3 id="recipe-search-title" className={styles.subheading}>
        {t('recipe.addIngredient')}
      </h3>
      <Form<{ text?: string }>
        onSubmit={({ text }) => setQuery((text ?? '').trim())}
        subscription={{}}
        render={({ handleSubmit }) => (
          <form role="search" className={styles.searchForm} onSubmit={(event) => void handleSubmit(event)}>
            <SearchField />
            <Button type="submit">{t('recipe.search')}</Button>
          </form>
        )}
      />
      {found.isFetching ? <p role="status">{t('recipe.searching')}</p> : null}
      {query !== '' && !found.isFetching && results.length === 0 ? (
        <p role="status">{t('recipe.noResults')}</p>
      ) : null}
      {!canAdd ? <p>{t('recipe.full', FOOD_LIMIT_VALUES)}</p> : null}
      {results.length > 0 ? (
        <ul className={styles.list} aria-label={t('recipe.results')}>
          {results.map(({ qis, mine, ...food }) => (
            <li key={food.myFoodId ?? food.foodId} className={styles.item}>
              <span className={styles.itemText}>
                <span className={styles.itemName}>
                  {food.name} {mine ? <span className={ownMark.mine}>{t('recipe.yourFood')}</span> : null}
                </span>
                <span className={styles.itemDetail}>{t('recipe.per100g', { count: qis })}</span>
              </span>
              <Button
                disabled={!canAdd}
                onClick={() => onPick(food)}
                aria-label={t('recipe.addNamed', { name: food.name })}
              >
                {t('recipe.add')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function SearchField() {
  const { t } = useTranslation(MY_FOODS_NS);
  return (
    <InputField
      name="text"
      label={t('recipe.searchLabel')}
      description={t('recipe.searchHint')}
      message={(key) => t(key)}
      type="search"
      maxLength={DIARY_LIMITS.searchText.maxLength}
    />
  );
}
