import { useTranslation } from 'react-i18next';
import type { DiarySlot, MagicMeal, MagicMenuResponseBody as MagicMenuResponse } from '@qis/contract/api';
import { RecipeModal, SafeHtml } from '@qis/shared/ui';
import { MAGIC_MENUS_NS } from './i18n';
import { MEALS } from './meals';
import styles from './MagicMenusPage.module.css';

interface MagicRecipeModalProps {
  meal: MagicMeal;
  /** Its HTML is shown only through SafeHtml, which sanitises it again in the browser. */
  menu: MagicMenuResponse;
  onClose: () => void;
}

/** The diary's meal a magic menu is written to unless the member picks another. */
const DIARY_SLOTS: Record<MagicMeal, DiarySlot> = {
  Breakfast: 'morning',
  'Main Course': 'noon',
  Snack: 'snack',
};

/** The new recipe, counted in the diary as a quick add (a magic menu is not stored). */
export function MagicRecipeModal({ meal, menu, onClose }: MagicRecipeModalProps) {
  const { t } = useTranslation(MAGIC_MENUS_NS);
  const key = MEALS.find((candidate) => candidate.meal === meal)?.key ?? 'mainCourse';
  const title = t('recipe.title', { meal: t(`meals.${key}.name`) });
  return (
    <RecipeModal
      title={title}
      ate={{ kind: 'quick', name: menu.name, qis: menu.qisPerPortion, source: 'magic-menu' }}
      slot={DIARY_SLOTS[meal]}
      labels={{ close: t('recipe.close'), print: t('recipe.print') }}
      onClose={onClose}
      className={styles.recipeModal}
    >
      {/* A long recipe scrolls: focusable, so a keyboard can scroll it too (it gets the first focus). */}
      <div className={styles.recipeScroll} tabIndex={0} role="region" aria-label={title}>
        <SafeHtml html={menu.recipe} className={styles.recipe} />
      </div>
    </RecipeModal>
  );
}
