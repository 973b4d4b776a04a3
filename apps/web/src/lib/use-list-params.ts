import { deepestPage, type Pagination, type SortDirection } from '@school/contract';
import { useCallback, useEffect, useMemo } from 'react';
import { useUrlState } from './use-url-state';

/** Each filter is a string in the URL. */
type Filters<F> = { [K in keyof F]: string };

/** The order of a list: one of its server-side sorts, and a direction. */
export interface ListSort<S extends string = string> {
  key: S;
  direction: SortDirection;
}

/** A list's sorts (the contract's whitelist) and the order it starts in. */
export interface SortOptions<S extends string> {
  keys: readonly S[];
  initial: ListSort<S>;
}

export interface ListParams<F extends Filters<F>, S extends string = string> {
  /** 1 to the deepest page the server serves at the list's page size, whatever the URL says. */
  page: number;
  search: string;
  filters: F;
  /** The URL's sort when it names one the list offers, else the list's initial order. */
  sort: ListSort<S>;
  /** What the API is sent: the chosen sort, or nothing for the list's own initial order. */
  sortQuery: { sort?: S; direction?: SortDirection };
  setPage: (page: number) => void;
  /**
   * Sorts by `key`: the current key turns the other way; another starts A to Z, or newest first
   * for the creation date. Back to page 1, as a new order makes the old page meaningless.
   */
  setSort: (key: string) => void;
  /** A new term starts again at page 1; it replaces the history entry so typing adds none. */
  setSearch: (search: string) => void;
  /** A new filter value starts again at page 1. */
  setFilter: (key: keyof F & string, value: string) => void;
}

const isDirection = (value: string): value is SortDirection => value === 'asc' || value === 'desc';

/**
 * Page, search term, filters and sort of a list screen, kept in the URL, so that a reload, the
 * back button and a shared link show the same view. `filterDefaults` and `sorts` must be declared
 * outside the component; `perPage` is the page size the screen asks for (15, spec 01 section 9),
 * which sets the deepest page the server serves: a URL naming a deeper one shows that one.
 */
export function useListParams<F extends Filters<F>, S extends string>(
  filterDefaults: F,
  sorts: SortOptions<S>,
  perPage = 15,
): ListParams<F, S> {
  type State = F & { page: number; search: string; sort: string; direction: string };
  const defaults = useMemo(
    (): State => ({ ...filterDefaults, page: 1, search: '', sort: '', direction: '' }),
    [filterDefaults],
  );
  const [state, update] = useUrlState(defaults);

  const filters = useMemo(() => {
    const { page: _page, search: _search, sort: _sort, direction: _direction, ...rest } = state;
    return rest as unknown as F;
  }, [state]);
  const chosen = useMemo((): ListSort<S> | null => {
    const key = sorts.keys.find((k) => k === state.sort);
    if (!key) return null;
    return { key, direction: isDirection(state.direction) ? state.direction : firstDirection(key) };
  }, [state.sort, state.direction, sorts]);
  const sort = chosen ?? sorts.initial;
  const sortQuery = useMemo(
    () => (chosen ? { sort: chosen.key, direction: chosen.direction } : {}),
    [chosen],
  );
  const setSort = useCallback(
    (key: string) => {
      if (!sorts.keys.some((k) => k === key)) return;
      const direction = key === sort.key ? (sort.direction === 'asc' ? 'desc' : 'asc') : firstDirection(key);
      update({ sort: key, direction, page: 1 } as Partial<State>);
    },
    [sort, sorts, update],
  );
  const setPage = useCallback((page: number) => update({ page } as Partial<State>), [update]);
  const setSearch = useCallback(
    (search: string) => update({ search, page: 1 } as Partial<State>, { replace: true }),
    [update],
  );
  const setFilter = useCallback(
    (key: keyof F & string, value: string) => update({ [key]: value, page: 1 } as Partial<State>),
    [update],
  );

  return {
    page: Math.min(Math.max(1, state.page), deepestPage(perPage)),
    search: state.search,
    filters,
    sort,
    sortQuery,
    setPage,
    setSort,
    setSearch,
    setFilter,
  };
}

/** Dates start newest first, text A to Z: what a click on a column header is expected to show. */
const firstDirection = (key: string): SortDirection => (key === 'created_at' ? 'desc' : 'asc');

/**
 * Moves back to the last page when the list shrank under the current one (say, its last row was
 * deleted), so the screen never shows "Page 3 of 2" with an empty table. A total that is only a
 * lower bound ("1,000+") does not know the last page, so pages past it are left alone.
 */
export function useKeepPageInRange(
  page: number,
  pagination: Pagination | undefined,
  setPage: (page: number) => void,
) {
  const lastPage = pagination?.total_is_lower_bound ? undefined : pagination?.last_page;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);
}
