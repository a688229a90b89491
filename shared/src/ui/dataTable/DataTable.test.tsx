import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { DataTable } from './DataTable';

const COLUMNS = [
  { key: 'food', header: 'Food', cell: (row: { name: string; qis: number }) => row.name },
  { key: 'qis', header: 'QIS', numeric: true, cell: (row: { name: string; qis: number }) => String(row.qis) },
];

describe('DataTable', () => {
  it('heads each column for screen readers and aligns the figures', () => {
    render(
      <DataTable
        columns={COLUMNS}
        rows={[{ name: 'Apple', qis: 4 }]}
        rowKey={(row, index) => `${row.name}-${index}`}
        caption="Fruit"
      />,
    );
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(within(table).getByRole('columnheader', { name: 'QIS' })).toHaveClass('qis-data-table__number');
    expect(within(table).getByRole('cell', { name: '4' })).toHaveClass('qis-data-table__number');
    expect(within(table).getByRole('cell', { name: 'Apple' })).not.toHaveClass('qis-data-table__number');
  });

  it('says its empty message instead of a table without rows', () => {
    render(<DataTable columns={COLUMNS} rows={[]} rowKey={(row) => row.name} empty="Nothing found." />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Nothing found.')).toBeInTheDocument();
  });
});
