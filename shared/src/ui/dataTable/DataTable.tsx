import type { ReactNode } from 'react';
import './dataTable.css';

export interface DataColumn<Row> {
  /** Unique among the columns. */
  key: string;
  header: ReactNode;
  /** A figure: aligned on the right in digits of one width, so a column of them reads down. */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

export interface DataTableProps<Row> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  /** Unique among the rows (a list may name a food twice: add the index). */
  rowKey: (row: Row, index: number) => string;
  caption?: ReactNode;
  /** Said instead of an empty table. */
  empty?: ReactNode;
}

/** The portal's table of rows (foods, activities): column headers for screen readers, figures on the right. */
export function DataTable<Row>({ columns, rows, rowKey, caption, empty }: DataTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <p className="qis-data-table__empty">{empty}</p>;
  const numberClass = (column: DataColumn<Row>) => (column.numeric ? 'qis-data-table__number' : undefined);
  return (
    <table className="qis-data-table">
      {caption ? <caption className="qis-data-table__caption">{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={numberClass(column)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map((column) => (
              <td key={column.key} className={numberClass(column)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
