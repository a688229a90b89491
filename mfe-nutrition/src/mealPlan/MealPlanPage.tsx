import { useTranslation } from 'react-i18next';
import { Navigate, useAppSelector, useLocalizedPath, useNavigate } from '@qis/shared';
import { Page } from '@qis/shared/ui';
import { Questionnaire } from '../common/questionnaire/Questionnaire';
import { questionnaireQuery } from '../common/questionnaire/questionnaireForm';
import { selectHasMealPlan, selectMealPlan } from './state/mealPlanSlice';
import { MEAL_PLAN_NS } from './i18n';

/** /meal-plan: the questionnaire; a plan already made opens its results instead. */
export default function MealPlanPage() {
  const { t } = useTranslation(MEAL_PLAN_NS);
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const hasPlan = useAppSelector(selectHasMealPlan);
  const { params } = useAppSelector(selectMealPlan);

  if (hasPlan && params) {
    return <Navigate to={`${localized('/meal-plan/results')}?${questionnaireQuery(params)}`} replace />;
  }
  return (
    <Page title={t('create.title')} intro={t('create.subtitle')}>
      <Questionnaire
        onSubmit={(values) => navigate(`${localized('/meal-plan/results')}?${questionnaireQuery(values)}`)}
      />
    </Page>
  );
}
