/**
 * A value of a composition table as a number, or null when the table does not know it.
 * Decimal commas are read as points. Everything that is not a plain number stays unknown (null):
 * "-" and "" (not measured), "traces"/"TR" (present, amount unknown) and bounds such as "< 0,5" or
 * "<LOD" (below a detection limit: the true value lies anywhere between 0 and the bound). Only a real
 * 0 in the table is a known 0, which is what "cholesterol-free" relies on.
 */
export function tableNumber(raw: string | undefined | null): number | null {
  if (raw === undefined || raw === null) return null;
  const text = raw.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** Trimmed text, or undefined when blank, so blank names are never stored. */
export function nameOrUndefined(raw: string | undefined): string | undefined {
  const text = raw?.replace(/\s+/g, ' ').trim();
  return text ? text : undefined;
}
