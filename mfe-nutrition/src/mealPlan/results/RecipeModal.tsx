import { useTranslation } from 'react-i18next';
import type { PlanRecipe } from '@qis/contract/api';
import { Button, IAteThis, Modal, PrintButton } from '@qis/shared/ui';
import { MEAL_PLAN_NS } from '../i18n';
import { RecipeDetails } from '../../common/recipe/RecipeDetails';

interface RecipeModalProps {
  recipe: PlanRecipe | null;
  onClose: () => void;
}

/**
 * One recipe of the plan in full, with what the member eats of it; printing while it is open prints
 * the recipe alone (the UI kit's print styles).
 */
export function RecipeModal({ recipe, onClose }: RecipeModalProps) {
  const { t } = useTranslation(MEAL_PLAN_NS);
  if (!recipe) return null;
  return (
    <Modal
      open
      title={recipe.name}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('recipe.close')}</Button>
          <PrintButton label={t('recipe.print')} />
          <IAteThis item={{ kind: 'recipe', recipeId: recipe.id, factor: recipe.serving.factor }} />
        </>
      }
    >
      <RecipeDetails recipe={recipe} serving={recipe.serving} />
    </Modal>
  );
}
