import type { FastifyPluginAsync } from 'fastify';
import { BonusService, type LatestWeight } from './bonus/service';
import { bonusRoutes } from './bonus/routes';
import { dailyRoutes } from './daily/routes';
import { calculatorRoutes } from './energy/routes';
import { DailyService } from './daily/service';
import { mealPlanRoutes } from './mealPlan/routes';
import { MealPlanService } from './mealPlan/service';
import { CatalogueStore, type FoodEnergyLookup } from './recipes/catalogue';
import { referenceDataDir } from './referenceData';

export interface NutritionOptions {
  /** FoodsRepository: the recipes' energy comes from the food catalogue. */
  foods: FoodEnergyLookup;
  /** ProfileRepository: the bonus QIS use the latest weight. */
  weights: LatestWeight;
  /** Tests move the clock (plans per ISO week, tip and recipe per day). */
  now?: () => Date;
  referenceDataDir?: string;
  contentDir?: string;
}

/** QIS calculator, meal plan, bonus activities, tip and recipe of the day; registered inside the protected /api block. */
export const nutritionRoutes: FastifyPluginAsync<NutritionOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const catalogue = new CatalogueStore(options.foods, options.contentDir);
  const mealPlans = new MealPlanService(catalogue, now);
  await app.register(calculatorRoutes, { portionsFor: (need) => mealPlans.portionsFor(need) });
  await app.register(mealPlanRoutes, { service: mealPlans });
  await app.register(bonusRoutes, {
    service: new BonusService(
      options.weights,
      options.referenceDataDir ?? referenceDataDir(),
      options.contentDir,
    ),
  });
  await app.register(dailyRoutes, { service: new DailyService(catalogue, now, options.contentDir) });
};
