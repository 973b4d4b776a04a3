import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from '@/components/ui/toaster';

export type TestRouter = ReturnType<typeof createMemoryRouter>;

/** Renders routes in memory with the app's providers, starting at `path`. */
export function renderRoutes(routes: RouteObject[], path: string, configure?: (router: TestRouter) => void) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  configure?.(router);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, user };
}

/** The stack of toasts, as sighted users see it at the top right. */
export function toasts() {
  const list = document.querySelector<HTMLElement>('[data-sonner-toaster]');
  if (!list) throw new Error('No toast is showing');
  return within(list);
}

/** A stand-in page whose heading tells where a redirect went. */
export function page(name: string) {
  return <h1>{name}</h1>;
}

/** The items a row's actions menu offers (closing it again); none when the row offers no menu. */
export async function menuItems(user: ReturnType<typeof userEvent.setup>, button: string): Promise<string[]> {
  const trigger = screen.queryByRole('button', { name: button });
  if (!trigger) return [];
  await user.click(trigger);
  const labels = within(await screen.findByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  await user.keyboard('{Escape}');
  return labels;
}
