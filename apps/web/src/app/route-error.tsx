import { useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/** Shown when a screen fails to load or render, typically a code chunk gone after a deploy. */
export function RouteError() {
  console.error(useRouteError());
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Something went wrong</h1>
      <p className="text-slate-600">This page could not be shown. Reloading usually helps.</p>
      <Button onClick={() => window.location.reload()}>Reload page</Button>
    </main>
  );
}
