import type { SessionUser } from '@school/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
import { ok, school } from '@/test/console-fixtures';
import { delegateUser, sessionUser } from '@/test/fixtures';
import { renderRoutes, toasts } from '@/test/render';
import { SchoolStatusBadge } from './school-status-badge';

function renderBadge(active: boolean, signedIn: SessionUser = sessionUser()) {
  signIn('7|secret', signedIn);
  return renderRoutes(
    [{ path: '/', element: <SchoolStatusBadge school={school({ id: 10, active })} /> }],
    '/',
  );
}

const toastShows = (text: string) => waitFor(() => expect(toasts().getByText(text)).toBeInTheDocument());

describe('SchoolStatusBadge', () => {
  it('deactivates an active school', async () => {
    const fetchMock = mockApi({
      'POST /api/superadmin/schools/10/deactivate': ok(
        school({ active: false }),
        'School deactivated successfully!',
      ),
    });
    const { user } = renderBadge(true);

    await user.click(screen.getByRole('button', { name: 'Active: deactivate Green Valley School' }));

    await toastShows('School deactivated successfully!');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('activates an inactive school, with the default text when the server sends none', async () => {
    const fetchMock = mockApi({
      'POST /api/superadmin/schools/10/activate': ok(school({ active: true })),
    });
    const { user } = renderBadge(false);

    await user.click(screen.getByRole('button', { name: 'Inactive: activate Green Valley School' }));

    await toastShows('School activated successfully!');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/superadmin/schools/10/activate');
  });

  it("shows the server's refusal as an error toast", async () => {
    mockApi({
      'POST /api/superadmin/schools/10/activate': {
        status: 404,
        body: { success: false, message: 'School not found.' },
      },
    });
    const { user } = renderBadge(false);

    await user.click(screen.getByRole('button', { name: /activate/ }));

    await toastShows('School not found.');
  });
});

describe('SchoolStatusBadge for a delegate', () => {
  it('is only a badge without schools_activate', () => {
    mockApi({});
    renderBadge(true, delegateUser(['schools_view']));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
  });
});
