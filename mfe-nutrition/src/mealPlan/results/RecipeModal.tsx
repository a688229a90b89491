import { useTranslation } from 'react-i18next';
import type { Recipe } from '@qis/shared';
import { Modal, PrintButton } from '@qis/shared/ui';
import { MEAL_PLAN_NS } from '../i18n';
import styles from './MealPlanResults.module.css';

interface RecipeModalProps {
  recipe: Recipe | null;
  onClose: () => void;
}

/** One recipe of the plan in full; printing while it is open prints the recipe alone (the UI kit's print styles). */
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
          <button type="button" className="qis-button" onClick={onClose}>
            {t('recipe.close')}
          </button>
          <PrintButton label={t('recipe.print')} />
        </>
      }
    >
      <dl className={styles.recipeFacts}>
        <dt>{t('recipe.qis')}</dt>
        <dd>{recipe.qis}</dd>
        <dt>{t('recipe.portions')}</dt>
        <dd>{recipe.people}</dd>
      </dl>
      <h3 className={styles.recipeHeading}>{t('recipe.ingredients')}</h3>
      <p className={styles.preformatted}>{recipe.ingredients}</p>
      <h3 className={styles.recipeHeading}>{t('recipe.preparation')}</h3>
      <p className={styles.preformatted}>{recipe.preparation}</p>
      <p className={styles.copyright}>{recipe.copyright}</p>
    </Modal>
  );
}
