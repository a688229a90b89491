/** kcal in one QIS: the programme's unit ties a day's energy to the energy in meals. */
export const KCAL_PER_QIS = 12;

/**
 * QIS = round(kcal / 12): the one rule, for a food's 100 g, a portion, a serving or a whole day. The
 * server counts every entry with it and the apps preview with it, so a preview never disagrees with
 * what the diary then stores.
 */
export const qisFromKcal = (kcal: number): number => Math.round(kcal / KCAL_PER_QIS);
