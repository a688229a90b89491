import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_LEVELS, type ActivityLevel } from '@qis/contract';
import { Button, showErrorToast } from '@qis/shared/ui';
import { QUESTIONNAIRE_NS } from '../../common/questionnaire/i18n';
import { DIARY_NS } from '../i18n';
import { useNutritionDiarySetActivityLevelMutation } from '../api';
import { SelectField } from '../form/SelectField';
import styles from '../Diary.module.css';

interface LevelValues {
  level: ActivityLevel | '';
}

/** The questionnaire's four activity levels; the range is computed with the one chosen. */
export function ActivityLevelForm({ current }: { current: ActivityLevel | null }) {
  const { t } = useTranslation([DIARY_NS, QUESTIONNAIRE_NS]);
  const [save, { isLoading }] = useNutritionDiarySetActivityLevelMutation();
  return (
    <Form<LevelValues>
      initialValues={{ level: current ?? '' }}
      onSubmit={async ({ level }) => {
        if (level === '') return;
        await save({ activityLevel: level })
          .unwrap()
          .catch(() => showErrorToast());
      }}
      subscription={{ values: true }}
      render={({ handleSubmit, values }) => (
        <form className={`${styles.form} no-print`} onSubmit={handleSubmit}>
          <SelectField name="level" label={t('activity', { ns: QUESTIONNAIRE_NS })} required>
            <option value="" disabled>
              {t('level.choose')}
            </option>
            {ACTIVITY_LEVELS.map((option) => (
              <option key={option} value={option}>
                {t(`activities.${option}`, { ns: QUESTIONNAIRE_NS })}
              </option>
            ))}
          </SelectField>
          <Button type="submit" disabled={isLoading || values.level === ''}>
            {t('level.save')}
          </Button>
        </form>
      )}
    />
  );
}
