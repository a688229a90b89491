import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Navigate,
  useAppDispatch,
  useLocalizedPath,
  useNavigate,
  useSearchParams,
  type Recipe,
} from '@qis/shared';
import { PrintButton, SpinnerOverlay } from '@qis/shared/ui';
import { questionnaireFromQuery } from './questionnaire/questionnaireForm';
import { useMealPlanForQuery } from './results/useMealPlanForQuery';
import { ResultSummary } from './results/ResultSummary';
import { PlanTable } from './results/PlanTable';
import { RecipeModal } from './results/RecipeModal';
import { clearMealPlan } from './state/mealPlanThunks';
import { MEAL_PLAN_NS } from './i18n';
import pageStyles from '../common/Page.module.css';
import styles from './results/MealPlanResults.module.css';

/** /meal-plan/results?weight&age&gender&activityLevel (spec section 2). */
export default function MealPlanResultsPage() {
  const [query] = useSearchParams();
  const queryText = query.toString();
  const params = useMemo(() => questionnaireFromQuery(new URLSearchParams(queryText)), [queryText]);
  const localized = useLocalizedPath();
  if (!params) return <Navigate to={localized('/meal-plan')} replace />;
  return <MealPlanResults params={params} />;
}

function MealPlanResults({ params }: { params: NonNullable<ReturnType<typeof questionnaireFromQuery>> }) {
  const { t } = useTranslation(MEAL_PLAN_NS);
  const titleId = useId();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  // Once the member goes back, this page must not ask for the plan it has just cleared.
  const [leaving, setLeaving] = useState(false);
  const plan = useMealPlanForQuery(leaving ? null : params);
  const [openRecipe, setOpenRecipe] = useState<Recipe | null>(null);

  const back = () => {
    setLeaving(true);
    dispatch(clearMealPlan());
    navigate(localized('/meal-plan'));
  };

  return (
    <section className={pageStyles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={`${pageStyles.title} no-print`}>
        {t('results.title')}
      </h1>
      <p className={`print-only ${styles.printTitle}`}>{t('results.printTitle')}</p>
      <SpinnerOverlay show={plan === null} label={t('results.loading')} />
      {plan && plan.bmr !== null && plan.min !== null && plan.max !== null ? (
        <>
          <ResultSummary
            params={params}
            bmr={plan.bmr}
            min={plan.min}
            max={plan.max}
            combinations={plan.combinations ?? 0}
            rangeNote={plan.rangeNote}
          />
          <PlanTable mealPlans={plan.mealPlans} onOpenRecipe={setOpenRecipe} />
          <div className={`${pageStyles.actions} no-print`}>
            <button type="button" className="qis-button" onClick={back}>
              {t('results.back')}
            </button>
            <PrintButton label={t('results.print')} />
          </div>
          <RecipeModal recipe={openRecipe} onClose={() => setOpenRecipe(null)} />
        </>
      ) : null}
    </section>
  );
}
