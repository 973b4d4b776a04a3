import type { SessionUser } from '@school/contract';
import { screen, waitFor, within } from '@testing-library/react';
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
  it('asks before it deactivates, says whom it locks out, and deactivates on confirmation', async () => {
    const fetchMock = mockApi({
      'GET /api/superadmin/schools/10/accounts': ok({
        counts: { admins: 1, teachers: 3, students: 12, parents: 9 },
        admins: [{ id: 4, name: 'Asha Raman', email: 'asha@example.com', on_delete: 'deactivated' }],
        parents: [],
        parents_deleted: 9,
        parents_kept: 0,
        deletable: false,
      }),
      'POST /api/superadmin/schools/10/deactivate': ok(
        school({ active: false }),
        'School deactivated successfully!',
      ),
    });
    const { user } = renderBadge(true);

    await user.click(screen.getByRole('button', { name: 'Active: deactivate Green Valley School' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate School' });
    expect(dialog).toHaveTextContent('locked out');
    await waitFor(() => expect(dialog).toHaveTextContent('1 admin: Asha Raman'));
    expect(dialog).toHaveTextContent('3 teachers');
    expect(dialog).toHaveTextContent('12 students');
    expect(dialog).toHaveTextContent('9 parents');
    const posted = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posted()).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await toastShows('School deactivated successfully!');
    expect(posted()).toHaveLength(1);
  });

  it('changes nothing when the deactivation is cancelled', async () => {
    const fetchMock = mockApi({
      'GET /api/superadmin/schools/10/accounts': { status: 500, body: { success: false, message: 'x' } },
    });
    const { user } = renderBadge(true);
    await user.click(screen.getByRole('button', { name: 'Active: deactivate Green Valley School' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate School' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
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
