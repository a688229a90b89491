/** A list read page by page while it is written, so a member with years of diary is never held whole. */
export interface Rows {
  readonly page: (offset: number, limit: number) => Promise<unknown[]>;
}

const ROWS = Symbol('rows');
type RowsValue = { [ROWS]: Rows };

export const rows = (page: Rows['page']): RowsValue => ({ [ROWS]: { page } });

const isRows = (value: unknown): value is RowsValue =>
  typeof value === 'object' && value !== null && ROWS in value;

export const PAGE_SIZE = 500;

/**
 * The JSON text of `value`, in pieces: plain values as JSON.stringify writes them, `rows(…)` read
 * and written one page at a time, objects holding them walked key by key. Pulled (Readable.from),
 * the next page is read only when the client has taken the last one.
 */
export async function* jsonPieces(value: unknown): AsyncGenerator<string> {
  if (isRows(value)) {
    yield '[';
    let written = 0;
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const page = await value[ROWS].page(offset, PAGE_SIZE);
      if (page.length > 0) yield (written > 0 ? ',' : '') + page.map((row) => JSON.stringify(row)).join(',');
      written += page.length;
      if (page.length < PAGE_SIZE) break;
    }
    yield ']';
    return;
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)) {
    const entries = Object.entries(value).filter(([, field]) => field !== undefined);
    if (!entries.some(([, field]) => containsRows(field))) {
      yield JSON.stringify(value);
      return;
    }
    yield '{';
    for (const [index, [key, field]] of entries.entries()) {
      yield `${index > 0 ? ',' : ''}${JSON.stringify(key)}:`;
      yield* jsonPieces(field);
    }
    yield '}';
    return;
  }
  yield JSON.stringify(value);
}

function containsRows(value: unknown): boolean {
  if (isRows(value)) return true;
  if (typeof value !== 'object' || value === null || value instanceof Date) return false;
  return Object.values(value).some(containsRows);
}
