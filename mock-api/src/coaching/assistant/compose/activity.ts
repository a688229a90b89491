import { activityQis } from '../knowledge/activities';
import { countOf, formatNumber, lines, screen, type AnswerContext } from './context';

/** The bonus QIS of an activity for the minutes asked (or the bonus list's), at the member's latest weight. */
export async function composeActivity(
  { locale, messages: m, memberId, knowledge }: AnswerContext,
  code: string,
  minutes: number | null,
): Promise<string> {
  const activity = knowledge.activities.byCode(code);
  if (!activity) return m.activity.unavailable;
  const result = await activityQis(
    activity,
    minutes ?? activity.minutes,
    knowledge.weights,
    memberId,
    locale,
  );
  const n = (value: number, digits = 0) => formatNumber(locale, value, digits);
  return lines(
    m.activity.result(countOf(locale, result.minutes), result.name, n(result.qis)),
    minutes === null ? m.activity.defaultDuration : null,
    m.activity.basis(n(result.weight, 1), result.weightIsDefault),
    m.activity.listLink(screen(locale, '/useful/bonus')),
  );
}
