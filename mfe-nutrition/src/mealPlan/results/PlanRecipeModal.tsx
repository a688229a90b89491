import { useTranslation } from 'react-i18next';
import type { PlanRecipe } from '@qis/contract/api';
import { RecipeModal as KitRecipeModal } from '@qis/shared/ui';
import { MEAL_PLAN_NS } from '../i18n';
import { RecipeDetails } from '../../common/recipe/RecipeDetails';

interface PlanRecipeModalProps {
  recipe: PlanRecipe | null;
  onClose: () => void;
}

/** One recipe of the plan in full, with what the member eats of it. */
export function PlanRecipeModal({ recipe, onClose }: PlanRecipeModalProps) {
  const { t } = useTranslation(MEAL_PLAN_NS);
  if (!recipe) return null;
  return (
    <KitRecipeModal
      title={recipe.name}
      ate={{ kind: 'recipe', recipeId: recipe.id, factor: recipe.serving.factor }}
      labels={{ close: t('recipe.close'), print: t('recipe.print') }}
      onClose={onClose}
    >
      <RecipeDetails recipe={recipe} serving={recipe.serving} />
    </KitRecipeModal>
  );
}
