import type { ActivityLevel } from '@qis/contract/api';
import { memberEnergy } from '../knowledge/memberEnergy';
import { formatNumber, lines, screen, type AnswerContext } from './context';

/** The member's daily need and range from their profile, through the calculator's energy module. */
export async function composeNeed(
  { locale, messages: m, memberId, knowledge }: AnswerContext,
  activityLevel: ActivityLevel | null,
): Promise<string> {
  const calculator = screen(locale, '/qis/calculator');
  const energy = await memberEnergy(
    knowledge.profiles,
    knowledge.weights,
    memberId,
    knowledge.now(),
    activityLevel,
  );
  if (energy.kind === 'incomplete') {
    return m.need.incomplete(energy.missing, screen(locale, '/profile'), calculator);
  }
  const { need } = energy;
  const n = (value: number, digits = 0) => formatNumber(locale, value, digits);
  const level = m.activityLevels[need.activityLevel];
  return lines(
    m.need.result(n(need.qis), n(need.kcal)),
    m.need.range(n(need.min), n(need.max)),
    m.need.basis(n(energy.age), n(energy.weight, 1), need.gender),
    energy.activityAssumed ? m.need.assumed(level) : m.need.stated(level),
    m.need.change(calculator),
    m.need.mealPlan(screen(locale, '/meal-plan')),
  );
}
