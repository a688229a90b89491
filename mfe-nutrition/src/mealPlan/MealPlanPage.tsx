import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useAppSelector, useLocalizedPath, useNavigate } from '@qis/shared';
import { Questionnaire } from './questionnaire/Questionnaire';
import { questionnaireQuery } from './questionnaire/questionnaireForm';
import { selectHasMealPlan, selectMealPlan } from './state/mealPlanSlice';
import { MEAL_PLAN_NS } from './i18n';
import styles from '../common/Page.module.css';

/** /meal-plan (spec section 2): the questionnaire; a plan already made opens its results instead. */
export default function MealPlanPage() {
  const { t } = useTranslation(MEAL_PLAN_NS);
  const titleId = useId();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const hasPlan = useAppSelector(selectHasMealPlan);
  const { params } = useAppSelector(selectMealPlan);

  if (hasPlan && params) {
    return <Navigate to={`${localized('/meal-plan/results')}?${questionnaireQuery(params)}`} replace />;
  }
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('create.title')}
      </h1>
      <p className={styles.subtitle}>{t('create.subtitle')}</p>
      <Questionnaire
        onSubmit={(values) => navigate(`${localized('/meal-plan/results')}?${questionnaireQuery(values)}`)}
      />
    </section>
  );
}
