import type { EnergyNeed } from '../../../nutrition/energy/energy';
import { formatNumber, lines, screen } from '../compose/context';
import type { ChatLocale } from '../provider';
import { SAFETY_MESSAGES } from './messages';
import type { Referral } from './referral';
import { SAFE_PACE_KG_PER_WEEK } from './targets';

/**
 * A referral's answer: no coaching figure for medicines, conditions or distress; for a dangerous
 * target the safe pace, the member's own range (when the profile gives it) and the doctor.
 */
export function composeReferral(locale: ChatLocale, referral: Referral, range: EnergyNeed | null): string {
  const m = SAFETY_MESSAGES[locale];
  const contact = screen(locale, '/contact');
  switch (referral.kind) {
    case 'medicine':
      return m.medicine(contact);
    case 'condition':
      return m.condition(contact);
    case 'distress':
      return m.distress(contact);
    case 'target': {
      const n = (value: number, digits = 0) => formatNumber(locale, value, digits);
      const calculator = screen(locale, '/qis/calculator');
      return lines(
        m.target[referral.reason],
        m.target.safePace(n(SAFE_PACE_KG_PER_WEEK.min, 1), n(SAFE_PACE_KG_PER_WEEK.max, 1)),
        range === null
          ? m.target.noRange(calculator)
          : m.target.range(n(range.min), n(range.max), n(range.minKcal), n(range.maxKcal), calculator),
        m.target.doctor(contact),
      );
    }
  }
}
