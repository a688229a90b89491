import { useTranslation } from 'react-i18next';
import type { MagicMeal } from '@qis/shared';
import { Modal, PrintButton, SafeHtml } from '@qis/shared/ui';
import { MAGIC_MENUS_NS } from './i18n';
import { MEALS } from './meals';
import styles from './MagicMenusPage.module.css';

interface RecipeModalProps {
  meal: MagicMeal;
  /** HTML from the API: shown only through SafeHtml, which sanitises it again in the browser. */
  recipe: string;
  onClose: () => void;
}

/** The new recipe; printing while it is open prints the recipe alone (the UI kit's print styles). */
export function RecipeModal({ meal, recipe, onClose }: RecipeModalProps) {
  const { t } = useTranslation(MAGIC_MENUS_NS);
  const key = MEALS.find((candidate) => candidate.meal === meal)?.key ?? 'mainCourse';
  return (
    <Modal
      open
      title={t('recipe.title', { meal: t(`meals.${key}.name`) })}
      onClose={onClose}
      className={styles.recipeModal}
      footer={
        <>
          <button type="button" className="qis-button" onClick={onClose}>
            {t('recipe.close')}
          </button>
          <PrintButton label={t('recipe.print')} />
        </>
      }
    >
      <SafeHtml html={recipe} className={styles.recipe} />
    </Modal>
  );
}
