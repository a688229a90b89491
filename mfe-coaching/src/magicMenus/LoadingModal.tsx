import { useTranslation } from 'react-i18next';
import { Spinner } from '@qis/shared';
import type { MagicMeal } from '@qis/contract/api';
import { Modal } from '@qis/shared/ui';
import { MAGIC_MENUS_NS } from './i18n';
import { MEALS } from './meals';

interface LoadingModalProps {
  /** The meal being made; null: no modal. */
  meal: MagicMeal | null;
  /** Closing it gives up waiting: a recipe that arrives afterwards is not shown. */
  onClose: () => void;
}

/** Shown while the recipe is made. */
export function LoadingModal({ meal, onClose }: LoadingModalProps) {
  const { t } = useTranslation(MAGIC_MENUS_NS);
  const key = MEALS.find((candidate) => candidate.meal === meal)?.key ?? 'mainCourse';
  return (
    <Modal open={meal !== null} title={t('loading.title')} onClose={onClose}>
      <Spinner label={t('loading.text', { meal: t(`meals.${key}.name`) })} />
    </Modal>
  );
}
