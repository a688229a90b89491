import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, useMyRecipesDeleteMutation, useMyRecipesListQuery } from '@qis/shared';
import type { MyRecipe } from '@qis/contract/api';
import { Button, PageSection, QueryState } from '@qis/shared/ui';
import { MY_FOODS_NS } from './i18n';
import { DeleteDialog } from './DeleteDialog';
import { ItemActions } from './ItemActions';
import { RecipeForm } from './RecipeForm';
import { RecipeView } from './RecipeView';
import styles from './MyFoods.module.css';

type Editing = { recipe: MyRecipe | null } | null;

/**
 * The member's recipes with the server's QIS and kcal per serving (counted from their foods as they are
 * now): new, open (printable), edit, delete. A saved recipe opens at once, with the server's figures.
 */
export function RecipesSection() {
  const { t } = useTranslation(MY_FOODS_NS);
  const locale = useLocale();
  const query = useMyRecipesListQuery(locale);
  const [remove] = useMyRecipesDeleteMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<MyRecipe | null>(null);
  const [deleting, setDeleting] = useState<MyRecipe | null>(null);
  const recipes = query.currentData ?? [];
  return (
    <PageSection title={t('recipes.title')}>
      <Button variant="primary" onClick={() => setEditing({ recipe: null })}>
        {t('recipes.new')}
      </Button>
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
                    {t('recipes.perServing', {
                      count: recipe.qisPerServing,
                      kcal: Math.round(recipe.kcalPerServing),
                    })}{' '}
                    · {t('recipes.servings', { count: recipe.servings })} ·{' '}
                    {t('recipes.ingredients', { count: recipe.ingredients.length })}
                  </span>
                </div>
                <ItemActions
                  name={recipe.name}
                  onOpen={() => setViewing(recipe)}
                  onEdit={() => setEditing({ recipe })}
                  onDelete={() => setDeleting(recipe)}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {editing ? (
        <RecipeForm
          recipe={editing.recipe}
          onClose={(saved) => {
            setEditing(null);
            if (saved) setViewing(saved);
          }}
        />
      ) : null}
      {viewing ? <RecipeView recipe={viewing} onClose={() => setViewing(null)} /> : null}
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
