import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlState } from './use-url-state';

const DEFAULTS = { page: 1, search: '', status: '' };

/** Runs the hook inside a router at `path`, and gives that router to check the URL and history. */
function renderAt(path: string) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [path] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useUrlState(DEFAULTS), { wrapper });
  return { ...hook, router: () => router };
}

const url = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('useUrlState', () => {
  it('reads the defaults from an empty query string', () => {
    const { result } = renderAt('/list');
    expect(result.current[0]).toEqual({ page: 1, search: '', status: '' });
  });

  it('reads values from the URL, numbers as integers', () => {
    const { result } = renderAt('/list?page=3&search=green&status=active');
    expect(result.current[0]).toEqual({ page: 3, search: 'green', status: 'active' });
  });

  it('falls back to the default for a number that is not one', () => {
    const { result } = renderAt('/list?page=two');
    expect(result.current[0].page).toBe(1);
  });

  it('writes changes to the URL, leaving defaults and blanks out and other parameters alone', () => {
    const { result, router } = renderAt('/list?tab=all&page=2&search=x');
    act(() => result.current[1]({ page: 1, search: '', status: 'inactive' }));
    expect(url(router())).toBe('/list?tab=all&status=inactive');
    expect(result.current[0]).toEqual({ page: 1, search: '', status: 'inactive' });
  });

  it('keeps a change made before the screen redrew the one before it', () => {
    const { result, router } = renderAt('/list');
    const update = result.current[1];
    // Both in one act: the second runs before the first is drawn.
    act(() => {
      update({ search: 'ravi' }, { replace: true });
      update({ status: 'handled', page: 1 });
    });
    expect(url(router())).toBe('/list?search=ravi&status=handled');
    expect(result.current[0]).toEqual({ page: 1, search: 'ravi', status: 'handled' });
  });

  it('adds a history entry by default, so Back restores the previous state', async () => {
    const { result, router } = renderAt('/list');
    act(() => result.current[1]({ page: 2 }));
    expect(url(router())).toBe('/list?page=2');
    await act(() => router().navigate(-1));
    expect(result.current[0].page).toBe(1);
  });

  it('replaces the history entry when asked', async () => {
    const { result, router } = renderAt('/list?page=2');
    act(() => result.current[1]({ search: 'a' }, { replace: true }));
    act(() => result.current[1]({ search: 'ab' }, { replace: true }));
    expect(url(router())).toBe('/list?page=2&search=ab');
    expect(router().state.historyAction).toBe('REPLACE');
  });
});
