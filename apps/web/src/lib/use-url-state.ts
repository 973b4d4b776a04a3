import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type UrlStateValues = Record<string, string | number>;

export interface UrlStateOptions {
  /** Replace the history entry instead of adding one (typing in a search box, say). */
  replace?: boolean;
}

/**
 * State kept in the query string, so a reload or the back button brings it back. Each key has a
 * default that also gives its type: a number default reads the parameter as an integer. Values
 * equal to their default stay out of the URL; parameters of other keys are left alone.
 *
 * `defaults` must keep its identity between renders: declare it outside the component.
 */
export function useUrlState<T extends UrlStateValues>(
  defaults: T,
): [T, (patch: Partial<T>, options?: UrlStateOptions) => void] {
  const [params, setParams] = useSearchParams();
  /*
   * The query an update wrote that the screen has not drawn yet: react-router hands the function
   * form of setParams the query of the last render, so a second change made before the redraw
   * (a filter picked right after typing a search) would drop the first. Cleared once drawn.
   */
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    written.current = null;
  }, [params]);

  const values = useMemo(() => {
    const read: UrlStateValues = {};
    for (const [key, fallback] of Object.entries(defaults)) {
      const raw = params.get(key);
      if (raw === null) read[key] = fallback;
      else if (typeof fallback === 'number') read[key] = /^-?\d+$/.test(raw) ? Number(raw) : fallback;
      else read[key] = raw;
    }
    return read as T;
  }, [params, defaults]);

  const update = useCallback(
    (patch: Partial<T>, options: UrlStateOptions = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(written.current ?? current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
            else next.set(key, String(value));
          }
          written.current = next;
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams, defaults],
  );

  return [values, update];
}
