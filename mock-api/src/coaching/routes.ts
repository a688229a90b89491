import type { FastifyPluginAsync } from 'fastify';
import type { AssistantConfig } from '../config';
import type { Db } from '../db/client';
import type { RateLimiter } from '../rateLimit/rateLimiter';
import type { FoodsService } from '../foods/service';
import type { MemberProfiles, WeightHistory } from './assistant/knowledge/memberEnergy';
import type { AssistantProvider } from './assistant/provider';
import { ChatRepository } from './chat/repository';
import { chatRoutes } from './chat/routes';
import { ChatService, DEFAULT_CHAT_TIMINGS, type ChatTimings } from './chat/service';
import { CoachingLimiter, DEFAULT_COACHING_LIMITS, type CoachingLimits } from './limits/limits';
import { MagicMenuComposer } from './magicMenus/composer';
import { magicMenuRoutes } from './magicMenus/routes';
import { MagicMenuService } from './magicMenus/service';

export interface CoachingOptions {
  db: Db;
  /** The server's one rate limiter, which holds the per-member limits. */
  rateLimiter: RateLimiter;
  assistant: AssistantProvider;
  /** The in-memory food catalogue magic menus are composed from. */
  foods: FoodsService;
  members: MemberProfiles;
  weights: WeightHistory;
  /** The OpenAI-compatible model that words magic menus; null: the composer's own words. */
  model: AssistantConfig | null;
  limits?: CoachingLimits;
  chatTimings?: ChatTimings;
  now?: () => Date;
  /** The chat streams open now (the operations metrics read its size). */
  openStreams: Set<object>;
  /** On close, how long open chat streams may go on before their answers are stopped. */
  drainMs: number;
}

/** The chat and magic menus; registered inside the protected /api block. */
export const coachingRoutes: FastifyPluginAsync<CoachingOptions> = async (app, options) => {
  const limiter = new CoachingLimiter(options.rateLimiter, options.limits ?? DEFAULT_COACHING_LIMITS);
  await app.register(chatRoutes, {
    service: new ChatService(
      new ChatRepository(options.db),
      limiter,
      options.assistant,
      options.chatTimings ?? DEFAULT_CHAT_TIMINGS,
    ),
    openStreams: options.openStreams,
    drainMs: options.drainMs,
  });
  await app.register(magicMenuRoutes, {
    service: new MagicMenuService({
      composer: new MagicMenuComposer(() => options.foods.current),
      limiter,
      profiles: options.members,
      weights: options.weights,
      model: options.model,
      ...(options.now ? { now: options.now } : {}),
    }),
  });
};
