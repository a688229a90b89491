import type { ApiRouteKey } from '@qis/contract/api';
import type { accountRoutes } from '../account/routes';
import type { passwordResetRoutes } from '../auth/passwordReset/routes';
import type { authRoutes } from '../auth/routes';
import type { chatRoutes } from '../coaching/chat/routes';
import type { magicMenuRoutes } from '../coaching/magicMenus/routes';
import type { contactRoutes } from '../contact/routes';
import type { mealRoutes } from '../diary/mealRoutes';
import type { diaryRoutes } from '../diary/routes';
import type { fitnessVideoRoutes } from '../fitness/media/routes';
import type { fitnessSessionRoutes } from '../fitness/sessions/routes';
import type { foodRoutes } from '../foods/routes';
import type { myFoodsRoutes } from '../myFoods/routes';
import type { bonusRoutes } from '../nutrition/bonus/routes';
import type { dailyRoutes } from '../nutrition/daily/routes';
import type { calculatorRoutes } from '../nutrition/energy/routes';
import type { mealPlanRoutes } from '../nutrition/mealPlan/routes';
import type { healthRoutes } from '../operations/routes';
import type { profileRoutes } from '../profile/routes';
import type { remoteBuildRoutes } from '../remotes/routes';
import type { statusRoutes } from '../status/routes';
import type { registryRoutes } from '../web/routes';
import type { RoutesOf } from './contractRoutes';

/** The contract routes the plugins of app.ts serve (each plugin's type lists its own). */
type Served = RoutesOf<
  | typeof accountRoutes
  | typeof passwordResetRoutes
  | typeof authRoutes
  | typeof chatRoutes
  | typeof magicMenuRoutes
  | typeof contactRoutes
  | typeof mealRoutes
  | typeof diaryRoutes
  | typeof fitnessVideoRoutes
  | typeof fitnessSessionRoutes
  | typeof foodRoutes
  | typeof myFoodsRoutes
  | typeof bonusRoutes
  | typeof dailyRoutes
  | typeof calculatorRoutes
  | typeof mealPlanRoutes
  | typeof healthRoutes
  | typeof profileRoutes
  | typeof remoteBuildRoutes
  | typeof statusRoutes
  | typeof registryRoutes
>;

/**
 * Compiles only while every route of API_ROUTES has a handler: a route added to the contract and
 * served by no plugin is named here by the type checker ("property '<METHOD /path>' is missing").
 * That app.ts registers each plugin is checked at run time by openApiContract.api.test.ts.
 */
export const UNSERVED_ROUTES: Record<Exclude<ApiRouteKey, Served>, never> = {};
