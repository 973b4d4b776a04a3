import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** The query parameter a shortcut adds to a list's address to open that list's create form. */
const CREATE_PARAM = 'new';

/** The list at `path` with its create form open (a dashboard's "Add New School"). */
export const createFormHref = (path: string): string => `${path}?${CREATE_PARAM}=1`;

/**
 * On a list screen: opens its create form when the address asks for it and the user may create,
 * then takes the request out of the address, so Back and a reload show the plain list.
 */
export function useCreateFromAddress(openCreate: () => void, mayCreate: boolean): void {
  const [params, setParams] = useSearchParams();
  const asked = params.get(CREATE_PARAM) === '1';
  useEffect(() => {
    if (!asked) return;
    setParams(
      (current) => {
        current.delete(CREATE_PARAM);
        return current;
      },
      { replace: true },
    );
    if (mayCreate) openCreate();
  }, [asked, mayCreate, openCreate, setParams]);
}
