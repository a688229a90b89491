import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useAppDispatch, useLocalizedPath, useNavigate, useSearchParams } from '@qis/shared';
import type { PlanRecipe } from '@qis/contract/api';
import { Page, PageActions, Button, buttonClassName, PrintButton, SpinnerOverlay } from '@qis/shared/ui';
import { questionnaireFromQuery, questionnaireQuery } from '../common/questionnaire/questionnaireForm';
import { useMealPlanForQuery } from './results/useMealPlanForQuery';
import { ResultSummary } from './results/ResultSummary';
import { PlanTable } from './results/PlanTable';
import { PlanRecipeModal } from './results/PlanRecipeModal';
import { SwapDialog, type SwapTarget } from './swap/SwapDialog';
import { clearMealPlan } from './state/mealPlanThunks';
import { MEAL_PLAN_NS } from './i18n';
import styles from './results/MealPlanResults.module.css';

/** /meal-plan/results?weight&age&gender&activityLevel: a link to the results recreates the same plan. */
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
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  // Once the member goes back, this page must not ask for the plan it has just cleared.
  const [leaving, setLeaving] = useState(false);
  const plan = useMealPlanForQuery(leaving ? null : params);
  const [openRecipe, setOpenRecipe] = useState<PlanRecipe | null>(null);
  const [swapTarget, setSwapTarget] = useState<SwapTarget | null>(null);
  const unreachableId = useId();

  const back = () => {
    setLeaving(true);
    dispatch(clearMealPlan());
    navigate(localized('/meal-plan'));
  };

  return (
    <Page title={t('results.title')} printTitle={t('results.printTitle')}>
      <SpinnerOverlay show={plan === null} label={t('results.loading')} />
      {plan?.unreachable ? (
        <>
          <section className={styles.unreachable} aria-labelledby={unreachableId}>
            <h2 id={unreachableId}>{t('results.unreachable.title')}</h2>
            <p>{t('results.unreachable.range', plan.unreachable)}</p>
            <p>{t('results.unreachable.why')}</p>
            <p>
              {t('results.unreachable.advice')}{' '}
              <Link to={localized('/contact')}>{t('results.unreachable.contact')}</Link>
            </p>
          </section>
          <PageActions>
            <Button onClick={back}>{t('results.back')}</Button>
          </PageActions>
        </>
      ) : null}
      {plan && plan.bmr !== null && plan.min !== null && plan.max !== null ? (
        <>
          <ResultSummary
            params={params}
            bmr={plan.bmr}
            min={plan.min}
            max={plan.max}
            combinations={plan.combinations ?? 0}
            rangeNote={plan.rangeNote}
            portions={plan.portions}
          />
          <PlanTable
            mealPlans={plan.mealPlans}
            showFactors={plan.portions !== 'whole'}
            onOpenRecipe={setOpenRecipe}
            onSwap={(day, slot, recipe) => setSwapTarget({ day, slot, recipe })}
          />
          <PageActions>
            <Button onClick={back}>{t('results.back')}</Button>
            <Link
              to={`${localized('/meal-plan/shopping-list')}?${questionnaireQuery(params)}`}
              className={buttonClassName()}
            >
              {t('shopping.open')}
            </Link>
            <PrintButton label={t('results.print')} />
          </PageActions>
          <PlanRecipeModal recipe={openRecipe} onClose={() => setOpenRecipe(null)} />
          {swapTarget ? (
            <SwapDialog plan={plan} target={swapTarget} onClose={() => setSwapTarget(null)} />
          ) : null}
        </>
      ) : null}
    </Page>
  );
}
