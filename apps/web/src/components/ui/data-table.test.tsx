import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './data-table';

interface Row {
  id: number;
  name: string;
  pupils: number | null;
}

const COLUMNS: Column<Row>[] = [
  { id: 'name', header: 'Name', rowHeader: true, sortKey: 'name', cell: (r) => r.name },
  { id: 'pupils', header: 'Pupils', sortKey: 'pupils', cell: (r) => r.pupils ?? '—' },
  { id: 'town', header: 'Town', cell: () => 'Pune' },
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
      'Town',
      'Actions',
    ]);
    expect(names()).toEqual(['Beta', 'alpha', 'Gamma']);
  });

  it('shows the order it is given and asks for another, never sorting the page itself', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderTable({ sort: { key: 'name', direction: 'desc' }, onSortChange });
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Pupils' })).not.toHaveAttribute('aria-sort');
    // The rows stay in the server's order: the page is one slice of a list sorted as a whole.
    expect(names()).toEqual(['Beta', 'alpha', 'Gamma']);

    await user.click(within(nameHeader).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith('name');
    await user.click(screen.getByRole('button', { name: 'Pupils' }));
    expect(onSortChange).toHaveBeenLastCalledWith('pupils');
    // A column the server cannot sort by has no button.
    expect(within(screen.getByRole('columnheader', { name: 'Town' })).queryByRole('button')).toBeNull();
  });
});
