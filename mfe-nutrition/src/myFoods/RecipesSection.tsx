import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, useMyRecipesDeleteMutation, useMyRecipesListQuery } from '@qis/shared';
import type { MyRecipe } from '@qis/contract/api';
import { MY_FOODS_NS } from './i18n';
import { MyItemsSection } from './MyItemsSection';
import { RecipeForm } from './RecipeForm';
import { RecipeView } from './RecipeView';

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
  return (
    <MyItemsSection
      keys="recipes"
      query={query}
      detail={(recipe) => (
        <>
          {t('recipes.perServing', {
            count: recipe.qisPerServing,
            kcal: Math.round(recipe.kcalPerServing),
          })}{' '}
          · {t('recipes.servings', { count: recipe.servings })} ·{' '}
          {t('recipes.ingredients', { count: recipe.ingredients.length })}
        </>
      )}
      onNew={() => setEditing({ recipe: null })}
      onOpen={setViewing}
      onEdit={(recipe) => setEditing({ recipe })}
      remove={(recipe) => remove(recipe.id).unwrap()}
    >
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
    </MyItemsSection>
  );
}
