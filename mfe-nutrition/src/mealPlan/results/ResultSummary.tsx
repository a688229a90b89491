import { useTranslation } from 'react-i18next';
import type { PlanPortions } from '@qis/contract/api';
import type { QuestionnaireValues } from '../../common/questionnaire/questionnaireForm';
import { QUESTIONNAIRE_NS } from '../../common/questionnaire/i18n';
import { NUTRITION_COMMON_NS } from '../../common/i18n';
import { MEAL_PLAN_NS } from '../i18n';
import styles from './MealPlanResults.module.css';

interface ResultSummaryProps {
  params: QuestionnaireValues;
  bmr: number;
  min: number;
  max: number;
  combinations: number;
  rangeNote: string | null;
  portions: PlanPortions | null;
}

/** The daily need, the range the plan keeps to, the doctor warning and the member's answers as cards. */
export function ResultSummary({
  params,
  bmr,
  min,
  max,
  combinations,
  rangeNote,
  portions,
}: ResultSummaryProps) {
  const { t } = useTranslation([MEAL_PLAN_NS, QUESTIONNAIRE_NS]);
  return (
    <>
      <div className={styles.summary}>
        <p className={styles.need}>{t('results.dailyNeed', { bmr })}</p>
        <p>{t('results.keepWeight')}</p>
        <p>{t('results.range', { min, max })}</p>
        {rangeNote ? (
          <p role="note">
            {t(`rangeNotes.${rangeNote}`, { ns: NUTRITION_COMMON_NS, defaultValue: rangeNote })}
          </p>
        ) : null}
        {portions ? <p>{t(`results.portions.${portions}`)}</p> : null}
        <p>{t('results.combinations', { count: combinations })}</p>
      </div>
      <p className={styles.warning} role="note">
        {t('results.doctorWarning')}
      </p>
      <ul className={styles.cards} aria-label={t('results.yourAnswers')}>
        <li className={styles.answerCard}>
          <span className={styles.cardLabel}>{t('results.age')}</span>
          <span className={styles.cardValue}>{t('results.ageValue', { age: params.age })}</span>
        </li>
        <li className={styles.answerCard}>
          <span className={styles.cardLabel}>{t('results.sex')}</span>
          <span className={styles.cardValue}>{t(`genders.${params.gender}`, { ns: QUESTIONNAIRE_NS })}</span>
        </li>
        <li className={styles.answerCard}>
          <span className={styles.cardLabel}>{t('results.weight')}</span>
          <span className={styles.cardValue}>{t('results.weightValue', { weight: params.weight })}</span>
        </li>
        <li className={styles.answerCard}>
          <span className={styles.cardLabel}>{t('results.activity')}</span>
          <span className={styles.cardValue}>
            {t(`activityShort.${params.activityLevel}`, { ns: QUESTIONNAIRE_NS })}
          </span>
        </li>
      </ul>
    </>
  );
}
