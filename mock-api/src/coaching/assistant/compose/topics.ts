import { qisFromKcal } from '../../../nutrition/energy/energy';
import type { Topic } from '../understanding/vocabulary';
import { formatNumber, lines, screen, type AnswerContext } from './context';

/**
 * The kcal one QIS stands for, read off the product's QIS rule rather than written a second time:
 * the distance between two steps of its rounding.
 */
export function kcalPerQis(): number {
  const firstKcalWorth = (qis: number) => {
    let kcal = 0;
    while (qisFromKcal(kcal) < qis) kcal += 1;
    return kcal;
  };
  return firstKcalWorth(2) - firstKcalWorth(1);
}

/** What QIS is and how the meal plan, bonus QIS and the fitness studio work, with links to them. */
export function composeTopic({ locale, messages: m }: AnswerContext, topic: Topic): string {
  switch (topic) {
    case 'qis':
      return m.explain.qis(formatNumber(locale, kcalPerQis()), screen(locale, '/qis/what-is-qis'));
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
