import { useCallback, useEffect, useMemo } from 'react';
import { useUrlState } from './use-url-state';

/** Each filter is a string in the URL. */
type Filters<F> = { [K in keyof F]: string };

export interface ListParams<F extends Filters<F>> {
  /** 1 or more, whatever the URL says. */
  page: number;
  search: string;
  filters: F;
  setPage: (page: number) => void;
  /** A new term starts again at page 1; it replaces the history entry so typing adds none. */
  setSearch: (search: string) => void;
  /** A new filter value starts again at page 1. */
  setFilter: (key: keyof F & string, value: string) => void;
}

/**
 * Page, search term and filters of a list screen, kept in the URL. `filterDefaults` holds each
 * filter's "all" value (usually '') and must be declared outside the component.
 */
export function useListParams<F extends Filters<F>>(filterDefaults: F): ListParams<F> {
  type State = F & { page: number; search: string };
  const defaults = useMemo((): State => ({ ...filterDefaults, page: 1, search: '' }), [filterDefaults]);
  const [state, update] = useUrlState(defaults);

  const filters = useMemo(() => {
    const { page: _page, search: _search, ...rest } = state;
    return rest as unknown as F;
  }, [state]);
  const setPage = useCallback((page: number) => update({ page } as Partial<State>), [update]);
  const setSearch = useCallback(
    (search: string) => update({ search, page: 1 } as Partial<State>, { replace: true }),
    [update],
  );
  const setFilter = useCallback(
    (key: keyof F & string, value: string) => update({ [key]: value, page: 1 } as Partial<State>),
    [update],
  );

  return { page: Math.max(1, state.page), search: state.search, filters, setPage, setSearch, setFilter };
}

/**
 * Moves back to the last page when the list shrank under the current one (say, its last row was
 * deleted), so the screen never shows "Page 3 of 2" with an empty table.
 */
export function useKeepPageInRange(
  page: number,
  lastPage: number | undefined,
  setPage: (page: number) => void,
) {
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);
}
