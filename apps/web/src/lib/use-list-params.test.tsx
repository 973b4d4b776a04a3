import { deepestPage } from '@school/contract';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useKeepPageInRange, useListParams } from './use-list-params';

const FILTERS = { status: '', board: '' };
const SORTS = {
  keys: ['created_at', 'name'] as const,
  initial: { key: 'created_at', direction: 'desc' } as const,
};

function renderAt(path: string, perPage?: number) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [path] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useListParams(FILTERS, SORTS, perPage), { wrapper });
  return { ...hook, search: () => router.state.location.search };
}

describe('useListParams', () => {
  it('reads page, search and filters, and never gives a page below 1', () => {
    const { result } = renderAt('/?page=0&search=pune&board=ICSE');
    expect(result.current).toMatchObject({ page: 1, search: 'pune', filters: { status: '', board: 'ICSE' } });
  });

  it('never gives a page past the deepest one the server serves at the page size', () => {
    expect(renderAt('/?page=9999').result.current.page).toBe(deepestPage(15));
    expect(renderAt(`/?page=${deepestPage(15)}`).result.current.page).toBe(667);
    expect(renderAt('/?page=9999', 100).result.current.page).toBe(100);
    expect(renderAt('/?page=99', 100).result.current.page).toBe(99);
  });

  it('goes back to page 1 when the search or a filter changes', () => {
    const { result, search } = renderAt('/?page=4');
    act(() => result.current.setSearch('green'));
    expect(search()).toBe('?search=green');

    act(() => result.current.setPage(3));
    act(() => result.current.setFilter('status', 'active'));
    expect(search()).toBe('?search=green&status=active');
  });

  it('reads the sort from the URL, and falls back to the initial order for one the list does not offer', () => {
    expect(renderAt('/?sort=name&direction=desc').result.current.sort).toEqual({
      key: 'name',
      direction: 'desc',
    });
    expect(renderAt('/?sort=name').result.current.sort).toEqual({ key: 'name', direction: 'asc' });
    expect(renderAt('/?sort=password_hash&direction=asc').result.current.sort).toEqual({
      key: 'created_at',
      direction: 'desc',
    });
    expect(renderAt('/?sort=name&direction=sideways').result.current.sort).toEqual({
      key: 'name',
      direction: 'asc',
    });
  });

  it('sorts by a new column A to Z (dates newest first), turns the same column around, and goes back to page 1', () => {
    const { result, search } = renderAt('/?page=4&status=active');
    act(() => result.current.setSort('name'));
    expect(search()).toBe('?status=active&sort=name&direction=asc');
    act(() => result.current.setSort('name'));
    expect(search()).toBe('?status=active&sort=name&direction=desc');
    act(() => result.current.setPage(2));
    act(() => result.current.setSort('created_at'));
    expect(search()).toBe('?status=active&sort=created_at&direction=desc');
    act(() => result.current.setSort('password_hash'));
    expect(search()).toBe('?status=active&sort=created_at&direction=desc');
  });

  it('keeps the filters object while the URL stays the same', () => {
    const { result, rerender } = renderAt('/?status=active');
    const before = result.current.filters;
    rerender();
    expect(result.current.filters).toBe(before);
  });
});

describe('useKeepPageInRange', () => {
  const info = (last: number, lowerBound = false) => ({
    total: last * 15,
    total_is_lower_bound: lowerBound,
    per_page: 15,
    current_page: 3,
    last_page: last,
  });

  it('moves to the last page when the list shrank under the current page, and not otherwise', () => {
    const setPage = vi.fn();
    const { rerender } = renderHook(({ page, pagination }) => useKeepPageInRange(page, pagination, setPage), {
      initialProps: { page: 3, pagination: undefined as ReturnType<typeof info> | undefined },
    });
    expect(setPage).not.toHaveBeenCalled();
    rerender({ page: 3, pagination: info(3) });
    expect(setPage).not.toHaveBeenCalled();
    rerender({ page: 3, pagination: info(2) });
    expect(setPage).toHaveBeenCalledWith(2);
  });

  it('leaves a page past a total that is only a lower bound alone', () => {
    const setPage = vi.fn();
    renderHook(() => useKeepPageInRange(70, info(67, true), setPage));
    expect(setPage).not.toHaveBeenCalled();
  });
});
