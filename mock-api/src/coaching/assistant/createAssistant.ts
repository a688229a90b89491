import type { Config } from '../../config';
import type { FoodsService } from '../../foods/service';
import { DailyService } from '../../nutrition/daily/service';
import { CatalogueStore } from '../../nutrition/recipes/catalogue';
import { referenceDataDir } from '../../nutrition/referenceData';
import type { DiaryReader } from './diary/answer';
import { EmbeddedAssistant } from './embeddedProvider';
import { ActivityTable } from './knowledge/activities';
import { inMemoryEnergyLookup } from './knowledge/foodLists';
import type { Knowledge } from './knowledge/knowledge';
import type { MemberProfiles, WeightHistory } from './knowledge/memberEnergy';
import { OpenAiAssistant } from './openai/openAiAssistant';
import type { AssistantProvider } from './provider';

/** pino's (and Fastify's `app.log`) shape, as far as the assistant logs. */
export interface AssistantLogger {
  warn(details: object, message: string): void;
}

export interface AssistantDeps {
  config: Pick<Config, 'assistant'>;
  /** MembersRepository: gender and birth date of the profile. */
  members: MemberProfiles;
  /** ProfileRepository: the weight history (the latest weight counts). */
  weights: WeightHistory;
  /** The in-memory food catalogue of this API instance. */
  foods: FoodsService;
  logger: AssistantLogger;
  /** Tests move the clock (age, tip of the day). */
  now?: () => Date;
  /** Default: REFERENCE_DATA_DIR (the Compendium is read from there). */
  referenceDataDir?: string;
  contentDir?: string;
  /** The diary's service, read the way its routes read it. */
  diary?: DiaryReader;
}

/** The product's knowledge the assistant answers from, built from the app's own services. */
export function createKnowledge(deps: Omit<AssistantDeps, 'config' | 'logger'>): Knowledge {
  const now = deps.now ?? (() => new Date());
  const recipes = new CatalogueStore(inMemoryEnergyLookup(deps.foods), deps.contentDir);
  return {
    foods: deps.foods,
    profiles: deps.members,
    weights: deps.weights,
    activities: new ActivityTable(deps.referenceDataDir ?? referenceDataDir(), deps.contentDir),
    recipes,
    daily: new DailyService(recipes, now, deps.contentDir),
    now,
    ...(deps.diary ? { diary: deps.diary } : {}),
  };
}

/**
 * The assistant the chat uses: the embedded one, or, when ASSISTANT_BASE_URL is set, the
 * OpenAI-compatible one, which answers with the embedded one whenever the model fails.
 */
export function createAssistant(deps: AssistantDeps): AssistantProvider {
  const embedded = new EmbeddedAssistant(createKnowledge(deps));
  const settings = deps.config.assistant;
  if (!settings) return embedded;
  return new OpenAiAssistant(settings, embedded, deps.logger);
}
