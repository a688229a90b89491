import { Type, type Static } from 'typebox';
import { ENERGY_QUERY_PROPERTIES } from './energy';
import { TIERS } from './mealPlan';

/** GET /api/qis/calculate: the questionnaire's answers, as the meal plan takes them. */
export const CalculatorQuery = Type.Object(ENERGY_QUERY_PROPERTIES, { additionalProperties: false });

/** The calculator's answer: the same energy module as the meal plan, without needing a plan to fit. */
export const QisCalculationSchema = Type.Object({
  bmr: Type.Integer({ description: 'Daily need in QIS' }),
  min: Type.Integer({ description: 'Recommended range minimum in QIS' }),
  max: Type.Integer({ description: 'Recommended range maximum in QIS' }),
  rangeNote: Type.Optional(
    Type.String({ description: '"floor-above-max": the range is 0.55–0.8 × the need (see the meal plan)' }),
  ),
  mealPlan: Type.Optional(
    Type.Enum([...TIERS, 'range-unreachable'], {
      description:
        'How a meal plan for this range is served (see the meal plan’s `portions`); "range-unreachable": no ' +
        'plan of the recipes reaches it. Absent while the recipe catalogue is unavailable.',
    }),
  ),
});

export type QisCalculation = Static<typeof QisCalculationSchema>;
