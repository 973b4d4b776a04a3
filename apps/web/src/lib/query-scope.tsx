import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { ApiError } from './api-error';
import { getSession, subscribe } from './session';

/**
 * The app's one query cache, shared by every part that fetches. Only a lost connection is worth
 * trying again: a status from the server would answer the same, and retries would hold back its
 * error toast by seconds.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => failures < 2 && error instanceof ApiError && error.status === null,
    },
  },
});

// Cached answers belong to the session that fetched them: when the token changes (sign-out,
// expiry, another account signing in on the same tab) none of them may be shown again.
let cachedFor = getSession().token;
subscribe(() => {
  const { token } = getSession();
  if (token !== cachedFor) {
    cachedFor = token;
    queryClient.clear();
  }
});

/**
 * Provides the query cache to the parts of the app that fetch (consoles, sign-in, logout). It
 * is not at the root so that the public pages, which fetch nothing through it, do not download
 * react-query. An outer provider (a test's) wins.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
