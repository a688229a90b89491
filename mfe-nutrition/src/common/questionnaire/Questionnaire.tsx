import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { NumberField, RadioGroupField } from './QuestionnaireFields';
import {
  ACTIVITY_LEVELS,
  GENDERS,
  toQuestionnaireValues,
  validateQuestionnaire,
  type QuestionnaireFormValues,
  type QuestionnaireValues,
} from './questionnaireForm';
import { QUESTIONNAIRE_NS } from './i18n';
import styles from './Questionnaire.module.css';
import { Button } from '@qis/shared/ui';

export interface QuestionnaireProps {
  /** Called with the answers as numbers once every field is valid. */
  onSubmit: (values: QuestionnaireValues) => void;
  /** Defaults to the translated "Soumettre"; the QIS calculator says "Calculer". */
  submitLabel?: string;
  disabled?: boolean;
}

/**
 * The meal plan's and the QIS calculator's questionnaire: weight, age, sex, activity. The submit button stays
 * enabled: a submit with errors is how the member learns what is missing, since final-form then marks
 * every field touched and the messages appear.
 */
export function Questionnaire({ onSubmit, submitLabel, disabled = false }: QuestionnaireProps) {
  const { t } = useTranslation(QUESTIONNAIRE_NS);
  return (
    <Form<QuestionnaireFormValues>
      onSubmit={(values) => onSubmit(toQuestionnaireValues(values))}
      validate={validateQuestionnaire}
      render={({ handleSubmit }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          <p className={styles.banner} role="note">
            {t('banner')}
          </p>
          <section className={styles.card} aria-label={t('aboutYou')}>
            <h2 className={styles.cardTitle}>{t('aboutYou')}</h2>
            <NumberField name="weight" label={t('weight')} placeholder={t('weightPlaceholder')} />
            <NumberField name="age" label={t('age')} placeholder={t('agePlaceholder')} />
            <RadioGroupField
              name="gender"
              legend={t('gender')}
              options={GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
            />
          </section>
          <section className={styles.card} aria-label={t('activity')}>
            <RadioGroupField
              name="activityLevel"
              legend={t('activity')}
              options={ACTIVITY_LEVELS.map((level) => ({ value: level, label: t(`activities.${level}`) }))}
            />
          </section>
          <div>
            <Button type="submit" variant="primary" disabled={disabled}>
              {submitLabel ?? t('submit')}
            </Button>
          </div>
        </form>
      )}
    />
  );
}
