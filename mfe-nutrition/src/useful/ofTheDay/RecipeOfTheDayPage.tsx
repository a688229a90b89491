import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@qis/shared';
import { LoadState, PrintButton } from '@qis/shared/ui';
import { RecipeDetails } from '../../common/recipe/RecipeDetails';
import { useNutritionRecipeOfTheDayQuery } from '../api';
import { USEFUL_NS } from '../i18n';
import styles from '../../common/Page.module.css';

/** /useful/recipe-of-the-day (spec section 2): loads on open; an inline error offers a retry. */
export default function RecipeOfTheDayPage() {
  const { t } = useTranslation(USEFUL_NS);
  const titleId = useId();
  const locale = useLocale();
  const { data, isFetching, isError, refetch } = useNutritionRecipeOfTheDayQuery(locale);
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('recipeOfTheDay.title')}
      </h1>
      <LoadState
        isLoading={isFetching}
        isError={isError}
        errorMessage={t('recipeOfTheDay.error')}
        onRetry={() => void refetch()}
        loadingLabel={t('recipeOfTheDay.loading')}
      >
        {data ? (
          <article className={styles.card}>
            <h2>{data.name}</h2>
            <RecipeDetails recipe={data} />
          </article>
        ) : null}
        <div className={`${styles.actions} no-print`}>
          <PrintButton />
        </div>
      </LoadState>
    </section>
  );
}
