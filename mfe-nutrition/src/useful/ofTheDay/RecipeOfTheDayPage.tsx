import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@qis/shared';
import { LoadState, PrintButton } from '@qis/shared/ui';
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
            <dl>
              <dt>{t('recipeOfTheDay.qis')}</dt>
              <dd>{data.qis}</dd>
              <dt>{t('recipeOfTheDay.portions')}</dt>
              <dd>{data.people}</dd>
            </dl>
            <h3>{t('recipeOfTheDay.ingredients')}</h3>
            <p className={styles.preformatted}>{data.ingredients}</p>
            <h3>{t('recipeOfTheDay.preparation')}</h3>
            <p className={styles.preformatted}>{data.preparation}</p>
            <p className={styles.text}>{data.copyright}</p>
          </article>
        ) : null}
        <div className={`${styles.actions} no-print`}>
          <PrintButton />
        </div>
      </LoadState>
    </section>
  );
}
