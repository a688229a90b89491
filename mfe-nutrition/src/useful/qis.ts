/** QIS = round(kcal / 12), as the API counts it; unknown energy stays unknown. */
export function qisOf(kcal: number | null): number | null {
  return kcal === null ? null : Math.round(kcal / 12);
}
