import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from './data-table';

interface Row {
  id: number;
  name: string;
  pupils: number | null;
}

const COLUMNS: Column<Row>[] = [
  { id: 'name', header: 'Name', rowHeader: true, sortValue: (r) => r.name, cell: (r) => r.name },
  { id: 'pupils', header: 'Pupils', sortValue: (r) => r.pupils, cell: (r) => r.pupils ?? '—' },
  { id: 'actions', header: 'Actions', hiddenHeader: true, cell: () => 'menu' },
];

const ROWS: Row[] = [
  { id: 1, name: 'Beta', pupils: 30 },
  { id: 2, name: 'alpha', pupils: null },
  { id: 3, name: 'Gamma', pupils: 5 },
];

const renderTable = (props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) =>
  render(<DataTable caption="Schools" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} {...props} />);

const names = () =>
  within(screen.getByRole('table', { name: 'Schools' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('DataTable', () => {
  it('shows five placeholder rows while loading', () => {
    renderTable({ loading: true, rows: [] });
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it("says 'No data available' when there are no rows", () => {
    renderTable({ rows: [] });
    expect(screen.getByRole('cell', { name: 'No data available' })).toBeInTheDocument();
  });

  it('has column headers, a hidden one for actions, and row headers', () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Pupils',
      'Actions',
    ]);
    expect(names()).toEqual(['Beta', 'alpha', 'Gamma']);
  });

  it('sorts by a header, ascending then descending, with missing values last', async () => {
    const user = userEvent.setup();
    renderTable();
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });

    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['alpha', 'Beta', 'Gamma']);

    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Gamma', 'Beta', 'alpha']);

    await user.click(screen.getByRole('button', { name: 'Pupils' }));
    expect(names()).toEqual(['Gamma', 'Beta', 'alpha']);
    await user.click(screen.getByRole('button', { name: 'Pupils' }));
    expect(names()).toEqual(['Beta', 'Gamma', 'alpha']);
  });
});
