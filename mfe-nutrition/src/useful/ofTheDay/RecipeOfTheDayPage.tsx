import { useTranslation } from 'react-i18next';
import { useLocale } from '@qis/shared';
import { IAteThis, QueryState, Page, PageActions, PageSection, PrintButton } from '@qis/shared/ui';
import { RecipeDetails } from '../../common/recipe/RecipeDetails';
import { useNutritionRecipeOfTheDayQuery } from '../api';
import { USEFUL_NS } from '../i18n';

/** /useful/recipe-of-the-day: loads on open; an inline error offers a retry. */
export default function RecipeOfTheDayPage() {
  const { t } = useTranslation(USEFUL_NS);
  const locale = useLocale();
  const query = useNutritionRecipeOfTheDayQuery(locale);
  const { data, refetch } = query;
  return (
    <Page title={t('recipeOfTheDay.title')}>
      <QueryState
        query={query}
        errorMessage={t('recipeOfTheDay.error')}
        onRetry={() => void refetch()}
        loadingLabel={t('recipeOfTheDay.loading')}
      >
        {data ? (
          <PageSection as="article" title={data.name}>
            <RecipeDetails recipe={data} />
          </PageSection>
        ) : null}
        <PageActions>
          {data ? <IAteThis item={{ kind: 'recipe', recipeId: data.id, factor: 1 }} /> : null}
          <PrintButton />
        </PageActions>
      </QueryState>
    </Page>
  );
}
