/** How an answer names each source table of the catalogue (their published titles). */
export const SOURCE_TABLES: Readonly<Record<string, string>> = {
  ciqual: 'CIQUAL 2020 (ANSES)',
  bls: 'BLS 4.0 (Max Rubner-Institut)',
  nevo: 'NEVO-online 2023 (RIVM)',
  swiss: 'Swiss Food Composition Database 5.3 (FSVO)',
};

export const sourceTable = (source: string): string => SOURCE_TABLES[source] ?? source;
