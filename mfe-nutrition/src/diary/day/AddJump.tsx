import { useTranslation } from 'react-i18next';
import { Button } from '@qis/shared/ui';
import { DIARY_NS } from '../i18n';
import styles from '../Diary.module.css';

/** The add panel's heading (adding/AddPanel.tsx), below the day's slots. */
const ADD_PANEL_TITLE_ID = 'diary-add-title';

/**
 * The way to add, in the first view beside what is left: it brings the add panel, below the day's
 * slots, into view and moves the focus to its first choice, as a keyboard user would want it.
 */
export function AddJump() {
  const { t } = useTranslation(DIARY_NS);
  return (
    <Button
      variant="primary"
      className={`${styles.addJump} no-print`}
      onClick={() => {
        const panel = document.getElementById(ADD_PANEL_TITLE_ID)?.closest('section');
        panel?.scrollIntoView({ block: 'start' });
        panel?.querySelector<HTMLElement>('input, select, button')?.focus({ preventScroll: true });
      }}
    >
      {t('add.jump')}
    </Button>
  );
}
