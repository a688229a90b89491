import { composeActivity } from './compose/activity';
import { composeDiaryAnswer } from './diary/answer';
import { recognizeDiaryQuestion } from './diary/intent';
import type { AnswerContext } from './compose/context';
import { composeFood } from './compose/food';
import { composeOwn, findOwn } from './compose/ownFood';
import { composeNeed } from './compose/need';
import {
  composeCategoryLowest,
  composeCholesterolFree,
  composeLowQis,
  composeRecipes,
} from './compose/suggestions';
import { composeHelp, composeTip, composeTopic } from './compose/topics';
import { catalogueReady, findFoods, foodTier } from './knowledge/foods';
import type { Knowledge } from './knowledge/knowledge';
import { MESSAGES } from './messages';
import { splitIntoPieces } from './pieces';
import type { AssistantProvider, AssistantRequest, ChatLocale } from './provider';
import { foodWords } from './understanding/food';
import { findGrams } from './understanding/numbers';
import { parsePortionPhrase } from '../../foods/portions';
import { recognizeIntent, type Intent } from './understanding/intent';
import { detectLanguage } from './understanding/language';
import { readQuestion } from './understanding/text';
import { screen } from './compose/context';
import type { EnergyNeed } from '../../nutrition/energy/energy';
import { memberEnergy } from './knowledge/memberEnergy';
import { composeReferral } from './safety/compose';
import type { Referral } from './safety/referral';
import { screenQuestion } from './safety/screen';

/** A question that needs a doctor gets a referral and no other reading. */
export type Understood =
  | { locale: ChatLocale; referral: Referral; intent: null }
  | { locale: ChatLocale; referral: null; intent: Intent };

/**
 * The default assistant: no model, the product's own knowledge. It reads the question (language,
 * intent, entities), composes the answer from the catalogue and the product's calculations, and
 * streams it a few words at a time.
 */
export class EmbeddedAssistant implements AssistantProvider {
  readonly name = 'embedded';

  constructor(readonly knowledge: Knowledge) {}

  /** The safety layer first: a question that needs a doctor gets no other reading. */
  async understand(request: AssistantRequest): Promise<Understood> {
    const question = readQuestion(request.question);
    const locale = detectLanguage(question, request.pageLocale);
    const today = request.today === undefined ? this.knowledge.now() : new Date(`${request.today}T00:00:00Z`);
    const referral = await screenQuestion(question, locale, today, () => this.memberRange(request.memberId));
    if (referral !== null) return { locale, referral, intent: null };
    const intent = recognizeIntent(question, locale, {
      search: (text) => findFoods(this.knowledge.foods, text, locale),
      tier: (food, query) => foodTier(food, query, locale),
    });
    return { locale, referral: null, intent };
  }

  /** The member's range through the calculator's energy module, or null while the profile lacks data. */
  private async memberRange(memberId: string): Promise<EnergyNeed | null> {
    const { profiles, weights, now } = this.knowledge;
    const energy = await memberEnergy(profiles, weights, memberId, now(), null);
    return energy.kind === 'need' ? energy.need : null;
  }

  /** The whole answer's text. */
  async answerText(request: AssistantRequest): Promise<string> {
    const understood = await this.understand(request);
    const { locale } = understood;
    if (understood.referral !== null) {
      return composeReferral(locale, understood.referral, await this.memberRange(request.memberId));
    }
    // After the safety layer: the diary's questions are answered with the member's own figures.
    const diaryQuestion = recognizeDiaryQuestion(request.question, locale);
    if (diaryQuestion && this.knowledge.diary) {
      return composeDiaryAnswer(this.knowledge.diary, request.memberId, diaryQuestion, locale, request.today);
    }
    const context: AnswerContext = {
      locale,
      messages: MESSAGES[locale],
      memberId: request.memberId,
      knowledge: this.knowledge,
    };
    return (await this.ownAnswer(request, context, understood.intent)) ?? compose(context, understood.intent);
  }

  /** A question about a food that names one of the member's own foods or recipes is answered from it. */
  private async ownAnswer(
    request: AssistantRequest,
    context: AnswerContext,
    intent: Intent,
  ): Promise<string | null> {
    if ((intent.kind !== 'food' && intent.kind !== 'foodNotFound') || !this.knowledge.diary?.own) return null;
    const kitchen = await this.knowledge.diary.own(request.memberId, context.locale);
    if (kitchen.foods.length === 0 && kitchen.recipes.length === 0) return null;
    const question = readQuestion(request.question);
    const text = foodWords(question).join(' ');
    const found =
      findOwn(kitchen, text) ?? (intent.kind === 'food' ? findOwn(kitchen, intent.food.query) : null);
    if (!found) return null;
    return composeOwn(context, found, findGrams(question.raw), parsePortionPhrase(question.raw));
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
      return composeFood(context, intent.food, intent.grams, intent.portion);
    case 'foodNotFound':
      return catalogueReady(context.knowledge.foods)
        ? context.messages.food.notFound(intent.text, screen(context.locale, '/useful/food-database'))
        : context.messages.catalogueMissing;
    case 'help':
      return composeHelp(context);
  }
}
