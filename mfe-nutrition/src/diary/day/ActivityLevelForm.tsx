import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityLevel } from '@qis/contract/api';
import { showErrorToast } from '@qis/shared/ui';
import { QUESTIONNAIRE_NS } from '../../common/questionnaire/i18n';
import { DIARY_NS } from '../i18n';
import { useNutritionDiarySetActivityLevelMutation } from '../api';
import styles from '../Diary.module.css';

const LEVELS: readonly ActivityLevel[] = ['very-inactive', 'sitting', 'high-work', 'high-work-leisure'];

/** The questionnaire's four activity levels; the range is computed with the one chosen. */
export function ActivityLevelForm({ current }: { current: ActivityLevel | null }) {
  const { t } = useTranslation([DIARY_NS, QUESTIONNAIRE_NS]);
  const [level, setLevel] = useState<ActivityLevel | ''>(current ?? '');
  const [save, { isLoading }] = useNutritionDiarySetActivityLevelMutation();
  return (
    <form
      className={`${styles.form} no-print`}
      onSubmit={(event) => {
        event.preventDefault();
        if (level === '') return;
        save({ activityLevel: level })
          .unwrap()
          .catch(() => showErrorToast());
      }}
    >
      <label className={styles.field}>
        <span className={styles.label}>{t('activity', { ns: QUESTIONNAIRE_NS })}</span>
        <select
          className="qis-select"
          value={level}
          required
          onChange={(event) => setLevel(event.target.value as ActivityLevel)}
        >
          <option value="" disabled>
            {t('level.choose')}
          </option>
          {LEVELS.map((option) => (
            <option key={option} value={option}>
              {t(`activities.${option}`, { ns: QUESTIONNAIRE_NS })}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="qis-button" disabled={isLoading || level === ''}>
        {t('level.save')}
      </button>
    </form>
  );
}
