import { contractRoutes } from '../../http/contractRoutes';
import { type PlanPortions, type QisCalculation } from '@qis/contract/api';
import { errorResponses, SECURITY_BEARER } from '../../http/schemas';
import type { EnergyNeed } from './energy';
import { energyNeedOf } from './input';

export interface CalculatorOptions {
  /** The meal plan's answer for this need, so the calculator explains what a plan serves. */
  portionsFor: (need: EnergyNeed) => Promise<PlanPortions | 'range-unreachable' | null>;
}

/** The QIS calculator: the same energy module as the meal plan, without needing a plan to fit. */
export const calculatorRoutes = contractRoutes((_app, { portionsFor }: CalculatorOptions) => ({
  'GET /api/qis/calculate': {
    schema: {
      tags: ['nutrition'],
      summary: 'Daily QIS need and recommended weight-loss range',
      security: SECURITY_BEARER,
    },
    responses: errorResponses(400, 401),
    handler: async (request): Promise<QisCalculation> => {
      const need = energyNeedOf(request.query);
      const mealPlan = await portionsFor(need);
      return {
        bmr: need.qis,
        min: need.min,
        max: need.max,
        ...(need.rangeNote ? { rangeNote: need.rangeNote } : {}),
        ...(mealPlan ? { mealPlan } : {}),
      };
    },
  },
}));
