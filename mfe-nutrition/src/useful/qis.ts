import { qisFromKcal } from '@qis/contract';

/** The contract's QIS rule, where the energy may be unknown (a food without kcal): unknown stays unknown. */
export function qisOf(kcal: number | null): number | null {
  return kcal === null ? null : qisFromKcal(kcal);
}
