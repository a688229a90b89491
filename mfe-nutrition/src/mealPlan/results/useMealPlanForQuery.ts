import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector, useLocale, useLocalizedPath, useNavigate } from '@qis/shared';
import type { QuestionnaireValues } from '../../common/questionnaire/questionnaireForm';
import { selectMealPlan } from '../state/mealPlanSlice';
import { GENERATION_FAILED_MESSAGE, generateMealPlan } from '../state/mealPlanThunks';

const sameParams = (a: QuestionnaireValues | null, b: QuestionnaireValues | null) =>
  a !== null &&
  b !== null &&
  a.weight === b.weight &&
  a.age === b.age &&
  a.gender === b.gender &&
  a.activityLevel === b.activityLevel;

/**
 * The plan for the URL's answers in the page's language: the stored one when it matches, else a fresh
 * one (the API draws the same week for the same answers, so a language switch only translates it).
 * A range no plan reaches is the member's answer, which the page explains (never the error page).
 * A failure goes to the error page with the generation message, whose Go Back button returns to the questionnaire.
 */
export function useMealPlanForQuery(params: QuestionnaireValues | null) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const locale = useLocale();
  const state = useAppSelector(selectMealPlan);
  const ready =
    sameParams(state.params, params) &&
    state.locale === locale &&
    (state.mealPlans.length > 0 || state.unreachable !== null) &&
    !state.loading;
  // One request per set of answers, even when React runs the effect twice.
  const requested = useRef<string | null>(null);

  useEffect(() => {
    if (!params || ready) return;
    const key = JSON.stringify([params, locale]);
    if (requested.current === key) return;
    requested.current = key;
    void dispatch(generateMealPlan(params, locale)).then((outcome) => {
      if (outcome !== 'failed') return;
      const query = new URLSearchParams({ message: GENERATION_FAILED_MESSAGE, returnUrl: '/meal-plan' });
      navigate(`${localized('/error')}?${query.toString()}`, { replace: true });
    });
  }, [dispatch, locale, localized, navigate, params, ready]);

  return ready ? state : null;
}
