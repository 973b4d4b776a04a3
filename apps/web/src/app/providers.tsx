import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';

/** What every screen needs. The query cache is not here: see lib/query-scope.tsx. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
