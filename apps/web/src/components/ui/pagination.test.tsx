import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

function renderPagination(props: { page: number; lastPage: number; total: number; shown: number }) {
  const onPageChange = vi.fn();
  render(<Pagination label="Schools pages" onPageChange={onPageChange} {...props} />);
  return { onPageChange, nav: screen.getByRole('navigation', { name: 'Schools pages' }) };
}

describe('Pagination', () => {
  it('shows the counts and no buttons when everything fits on one page', () => {
    const { nav } = renderPagination({ page: 1, lastPage: 1, total: 7, shown: 7 });
    expect(nav).toHaveTextContent('Showing 7 of 7 items');
    expect(nav).toHaveTextContent('Page 1 of 1');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('reads an empty list as one page', () => {
    const { nav } = renderPagination({ page: 1, lastPage: 0, total: 0, shown: 0 });
    expect(nav).toHaveTextContent('Showing 0 of 0 items');
    expect(nav).toHaveTextContent('Page 1 of 1');
  });

  it('offers Next but not Previous on the first of several pages', async () => {
    const { onPageChange } = renderPagination({ page: 1, lastPage: 3, total: 40, shown: 15 });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('offers Previous but not Next on the last page', async () => {
    const { onPageChange, nav } = renderPagination({ page: 3, lastPage: 3, total: 40, shown: 10 });
    expect(nav).toHaveTextContent('Showing 10 of 40 items');
    expect(nav).toHaveTextContent('Page 3 of 3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
