import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';

/** The app's one query cache, shared by every part that fetches. */
export const queryClient = new QueryClient();

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
