import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

export interface TableOptions {
  delimiter: string;
  /** CIQUAL, Swiss and NEVO do not quote fields, and some of their names hold a stray quote. */
  quoted: boolean;
}

export interface Table {
  /** The rows after the header, as arrays (Swiss repeats column names such as "unit"). */
  rows: string[][];
  /** Index of the first column with this header; throws naming the file when it is missing. */
  column(name: string | ((header: string) => boolean)): number;
}

/** A delimited file (BOM and CRLF handled by csv-parse). */
export function readTable(file: string, { delimiter, quoted }: TableOptions): Table {
  const [header = [], ...rows] = parse(readFileSync(file, 'utf8'), {
    delimiter,
    bom: true,
    quote: quoted ? '"' : false,
    relax_column_count: true,
    skip_empty_lines: true,
  }) as string[][];
  const names = header.map((column) => column.trim());
  return {
    rows,
    column(name) {
      const index = typeof name === 'string' ? names.indexOf(name) : names.findIndex(name);
      if (index < 0)
        throw new Error(`${file}: no column ${typeof name === 'string' ? `"${name}"` : 'matching'}`);
      return index;
    },
  };
}
