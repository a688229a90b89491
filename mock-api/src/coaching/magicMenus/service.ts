import type { FastifyBaseLogger } from 'fastify';
import { qisFromKcal } from '@qis/contract';
import type { MagicMenuRequest, MagicMenuResponseBody as MagicMenuResponse } from '@qis/contract/api';
import type { AssistantConfig } from '../../config';
import { ApiError } from '../../http/apiError';
import { memberEnergy, type MemberProfiles, type WeightHistory } from '../assistant/knowledge/memberEnergy';
import type { CoachingLimiter } from '../limits/limits';
import type { MagicMenuComposer } from './composer';
import { writeWithModel } from './modelWriter';
import { readPreferences } from './preferences';
import { renderRecipe } from './render';
import { dayTarget, MEAL_SHARES } from './sizing';

export interface MagicMenuDeps {
  composer: MagicMenuComposer;
  limiter: CoachingLimiter;
  profiles: MemberProfiles;
  weights: WeightHistory;
  /** The OpenAI-compatible model that writes the recipe's words; null: the composer's own. */
  model: AssistantConfig | null;
  now?: () => Date;
}

const notImported = () =>
  new ApiError(
    503,
    'catalogue-not-imported',
    'The food catalogue is not imported: run `npm run data:import` (see the server log)',
  );

const nothingFits = () =>
  new ApiError(
    422,
    'no-recipe',
    'No recipe fits all of these wishes together: leave out some of the dislikes or diets and try again',
  );

/** Magic menus: a new recipe for a meal, composed for the member and their wishes. */
export class MagicMenuService {
  constructor(private readonly deps: MagicMenuDeps) {}

  async create(
    memberId: string,
    request: MagicMenuRequest,
    log: FastifyBaseLogger,
  ): Promise<MagicMenuResponse> {
    await this.deps.limiter.take(memberId, 'magic-menu');
    const today = (this.deps.now ?? (() => new Date()))();
    const day = dayTarget(await memberEnergy(this.deps.profiles, this.deps.weights, memberId, today, null));
    const targetKcal = day.dailyKcal * MEAL_SHARES[request.meal];
    const preferences = readPreferences(request);
    const recipe = this.deps.composer.compose({
      meal: request.meal,
      locale: request.locale,
      preferences,
      targetKcal,
    });
    if (recipe === 'no-catalogue') throw notImported();
    if (recipe === null) throw nothingFits();

    if (this.deps.model) {
      try {
        const written = await writeWithModel(
          this.deps.model,
          recipe,
          request,
          AbortSignal.timeout(this.deps.model.timeoutMs),
        );
        recipe.title = written.title;
        recipe.steps = written.steps;
      } catch (error) {
        log.warn({ err: error }, 'magic menu: the model failed, the embedded composer’s words are used');
      }
    }
    const sizing = {
      targetQis: qisFromKcal(targetKcal),
      dailyQis: qisFromKcal(day.dailyKcal),
      fromProfile: day.fromProfile,
    };
    return {
      recipe: renderRecipe(recipe, sizing, preferences.diets),
      // Menus are not stored: "I ate this" writes the diary entry with this name and QIS.
      name: recipe.title.trim().slice(0, 100),
      qisPerPortion: recipe.qisPerPortion,
    };
  }
}
