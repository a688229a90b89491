import { composeActivity } from './compose/activity';
import type { AnswerContext } from './compose/context';
import { composeFood } from './compose/food';
import { composeNeed } from './compose/need';
import {
  composeCategoryLowest,
  composeCholesterolFree,
  composeLowQis,
  composeRecipes,
} from './compose/suggestions';
import { composeHelp, composeMedical, composeTip, composeTopic } from './compose/topics';
import { catalogueReady, findFoods, foodTier } from './knowledge/foods';
import type { Knowledge } from './knowledge/knowledge';
import { MESSAGES } from './messages';
import { splitIntoPieces } from './pieces';
import type { AssistantProvider, AssistantRequest, ChatLocale } from './provider';
import { recognizeIntent, type Intent } from './understanding/intent';
import { detectLanguage } from './understanding/language';
import { readQuestion } from './understanding/text';
import { screen } from './compose/context';

export interface Understood {
  locale: ChatLocale;
  intent: Intent;
}

/**
 * The default assistant: no model, the product's own knowledge. It reads the question (language,
 * intent, entities), composes the answer from the catalogue and the product's calculations, and
 * streams it a few words at a time.
 */
export class EmbeddedAssistant implements AssistantProvider {
  readonly name = 'embedded';

  constructor(readonly knowledge: Knowledge) {}

  understand(request: AssistantRequest): Understood {
    const question = readQuestion(request.question);
    const locale = detectLanguage(question, request.pageLocale);
    const intent = recognizeIntent(question, locale, {
      search: (text) => findFoods(this.knowledge.foods, text, locale),
      tier: (food, query) => foodTier(food, query, locale),
    });
    return { locale, intent };
  }

  /** The whole answer's text. */
  async answerText(request: AssistantRequest): Promise<string> {
    const { locale, intent } = this.understand(request);
    const context: AnswerContext = {
      locale,
      messages: MESSAGES[locale],
      memberId: request.memberId,
      knowledge: this.knowledge,
    };
    return compose(context, intent);
  }

  async *answer(request: AssistantRequest, signal: AbortSignal): AsyncGenerator<string> {
    if (signal.aborted) return;
    const text = await this.answerText(request);
    for (const piece of splitIntoPieces(text)) {
      if (signal.aborted) return;
      yield piece;
    }
  }
}

async function compose(context: AnswerContext, intent: Intent): Promise<string> {
  switch (intent.kind) {
    case 'medical':
      return composeMedical(context);
    case 'tip':
      return composeTip(context);
    case 'cholesterolFree':
      return composeCholesterolFree(context);
    case 'activity':
      return composeActivity(context, intent.code, intent.minutes);
    case 'recipes':
      return composeRecipes(context, intent.slot, intent.budget);
    case 'dailyNeed':
      return composeNeed(context, intent.activityLevel);
    case 'categoryLowest':
      return composeCategoryLowest(context, intent.category);
    case 'lowQis':
      return composeLowQis(context);
    case 'explain':
      return composeTopic(context, intent.topic);
    case 'food':
      return composeFood(context, intent.food, intent.grams, intent.count);
    case 'foodNotFound':
      return catalogueReady(context.knowledge.foods)
        ? context.messages.food.notFound(intent.text, screen(context.locale, '/useful/food-database'))
        : context.messages.catalogueMissing;
    case 'help':
      return composeHelp(context);
  }
}
