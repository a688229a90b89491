import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PlanPortions, QisCalculation } from '@qis/shared/api-types';
import { ENERGY_QUERY_PROPERTIES } from '@qis/contract/api';
import { Type } from 'typebox';
import { errorResponses, SECURITY_BEARER } from '../../http/schemas';
import type { EnergyNeed } from './energy';
import { energyNeedOf } from './input';

const QisCalculationSchema = Type.Object({
  bmr: Type.Integer({ description: 'Daily need in QIS' }),
  min: Type.Integer({ description: 'Recommended range minimum in QIS' }),
  max: Type.Integer({ description: 'Recommended range maximum in QIS' }),
  rangeNote: Type.Optional(
    Type.String({ description: '"floor-above-max": the range is 0.55–0.8 × the need (see the meal plan)' }),
  ),
  mealPlan: Type.Optional(
    Type.Enum(['whole', 'scaled', 'extra-snack', 'range-unreachable'], {
      description:
        'How a meal plan for this range is served (see the meal plan’s `portions`); "range-unreachable": no ' +
        'plan of the recipes reaches it. Absent while the recipe catalogue is unavailable.',
    }),
  ),
});

export interface CalculatorOptions {
  /** The meal plan's answer for this need, so the calculator explains what a plan serves. */
  portionsFor: (need: EnergyNeed) => Promise<PlanPortions | 'range-unreachable' | null>;
}

/** The QIS calculator: the same energy module as the meal plan, without needing a plan to fit. */
export const calculatorRoutes: FastifyPluginAsyncTypebox<CalculatorOptions> = async (
  app,
  { portionsFor },
) => {
  app.get(
    '/qis/calculate',
    {
      schema: {
        tags: ['nutrition'],
        summary: 'Daily QIS need and recommended weight-loss range',
        security: SECURITY_BEARER,
        querystring: Type.Object(ENERGY_QUERY_PROPERTIES, { additionalProperties: false }),
        response: { 200: QisCalculationSchema, ...errorResponses(400, 401) },
      },
    },
    async (request): Promise<QisCalculation> => {
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
  );
};
