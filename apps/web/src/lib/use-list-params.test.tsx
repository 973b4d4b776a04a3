import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useKeepPageInRange, useListParams } from './use-list-params';

const FILTERS = { status: '', board: '' };

function renderAt(path: string) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [path] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useListParams(FILTERS), { wrapper });
  return { ...hook, search: () => router.state.location.search };
}

describe('useListParams', () => {
  it('reads page, search and filters, and never gives a page below 1', () => {
    const { result } = renderAt('/?page=0&search=pune&board=ICSE');
    expect(result.current).toMatchObject({ page: 1, search: 'pune', filters: { status: '', board: 'ICSE' } });
  });

  it('goes back to page 1 when the search or a filter changes', () => {
    const { result, search } = renderAt('/?page=4');
    act(() => result.current.setSearch('green'));
    expect(search()).toBe('?search=green');

    act(() => result.current.setPage(3));
    act(() => result.current.setFilter('status', 'active'));
    expect(search()).toBe('?search=green&status=active');
  });

  it('keeps the filters object while the URL stays the same', () => {
    const { result, rerender } = renderAt('/?status=active');
    const before = result.current.filters;
    rerender();
    expect(result.current.filters).toBe(before);
  });
});

describe('useKeepPageInRange', () => {
  it('moves to the last page when the list shrank under the current page, and not otherwise', () => {
    const setPage = vi.fn();
    const { rerender } = renderHook(({ page, last }) => useKeepPageInRange(page, last, setPage), {
      initialProps: { page: 3, last: undefined as number | undefined },
    });
    expect(setPage).not.toHaveBeenCalled();
    rerender({ page: 3, last: 3 });
    expect(setPage).not.toHaveBeenCalled();
    rerender({ page: 3, last: 2 });
    expect(setPage).toHaveBeenCalledWith(2);
  });
});
