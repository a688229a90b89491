import { KCAL_PER_QIS } from '@qis/contract';
import type { Topic } from '../understanding/vocabulary';
import { formatNumber, lines, screen, type AnswerContext } from './context';

/** What QIS is and how the meal plan, bonus QIS and the fitness studio work, with links to them. */
export function composeTopic({ locale, messages: m }: AnswerContext, topic: Topic): string {
  switch (topic) {
    case 'qis':
      return m.explain.qis(formatNumber(locale, KCAL_PER_QIS), screen(locale, '/qis/what-is-qis'));
    case 'mealPlan':
      return m.explain.mealPlan(screen(locale, '/meal-plan'));
    case 'bonus':
      return m.explain.bonus(screen(locale, '/useful/bonus'));
    case 'fitness':
      return m.explain.fitness(screen(locale, '/gym'));
  }
}

/** The tip of the day, as its screen shows it. */
export function composeTip({ locale, messages: m, knowledge }: AnswerContext): string {
  const tip = knowledge.daily.tipOfTheDay(locale);
  return m.tip(tip.title, tip.body, screen(locale, '/useful/tip-of-the-day'));
}

/** What the assistant can answer, with example questions. */
export const composeHelp = ({ messages: m }: AnswerContext): string =>
  lines(m.help.intro, ...m.help.examples.map((example) => `- ${example}`));
