import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, useMyRecipesDeleteMutation, useMyRecipesListQuery } from '@qis/shared';
import type { MyRecipe } from '@qis/contract/api';
import { Button, PageSection, QueryState } from '@qis/shared/ui';
import { MY_FOODS_NS } from './i18n';
import { DeleteDialog } from './DeleteDialog';
import styles from './MyFoods.module.css';

/** The member's recipes with the server's QIS per serving (counted from their foods as they are now). */
export function RecipesSection() {
  const { t } = useTranslation(MY_FOODS_NS);
  const locale = useLocale();
  const query = useMyRecipesListQuery(locale);
  const [remove] = useMyRecipesDeleteMutation();
  const [deleting, setDeleting] = useState<MyRecipe | null>(null);
  const recipes = query.currentData ?? [];
  return (
    <PageSection title={t('recipes.title')}>
      <QueryState query={query} errorMessage={t('errors.load')} onRetry={() => void query.refetch()}>
        {recipes.length === 0 ? (
          <p>{t('recipes.empty')}</p>
        ) : (
          <ul className={styles.list}>
            {recipes.map((recipe) => (
              <li key={recipe.id} className={styles.item}>
                <div className={styles.itemText}>
                  <span className={styles.itemName}>{recipe.name}</span>
                  <span className={styles.itemDetail}>
                    {t('recipes.perServing', { count: recipe.qisPerServing })} ·{' '}
                    {t('recipes.servings', { count: recipe.servings })} ·{' '}
                    {t('recipes.ingredients', { count: recipe.ingredients.length })}
                  </span>
                </div>
                <div className={styles.itemActions}>
                  <Button
                    onClick={() => setDeleting(recipe)}
                    aria-label={t('deleteNamed', { name: recipe.name })}
                  >
                    {t('delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {deleting ? (
        <DeleteDialog
          name={deleting.name}
          onDelete={() => remove(deleting.id).unwrap()}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </PageSection>
  );
}
