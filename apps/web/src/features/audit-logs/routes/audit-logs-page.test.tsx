import type { AuditActivity, AuditLog, SessionUser } from '@school/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyPlatformPreferences } from '@/lib/platform-preferences';
import { signIn } from '@/lib/session';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { ok, pagination } from '@/test/console-fixtures';
import { delegateUser, sessionUser } from '@/test/fixtures';
import { renderRoutes, toasts } from '@/test/render';
import { AuditLogsPage } from './audit-logs-page';

const LIST = 'GET /api/superadmin/audit/logs?page=1&per_page=15';
const ACTIVITY = 'GET /api/superadmin/audit/activity?days=30';

// The server counts days in the platform timezone; the charts name it.
beforeEach(() =>
  applyPlatformPreferences({
    default_timezone: 'Asia/Kolkata',
    default_currency: 'INR',
    default_language: 'en',
  }),
);

function log(overrides: Partial<AuditLog> = {}): AuditLog {
  return {
    id: 41,
    event: 'school_updated',
    description: 'School Green Valley (GVS) updated',
    ip_address: '203.0.113.9',
    user_agent: 'Mozilla/5.0 Test',
    created_at: '2026-11-20T09:30:00.000Z',
    properties: {
      before: { name: 'Green Vally', city: 'Pune' },
      after: { name: 'Green Valley', city: 'Pune' },
    },
    user_id: 1,
    user: { id: 1, name: 'Root Admin', email: 'root@example.com' },
    school_id: 10,
    school: { id: 10, name: 'Green Valley' },
    ...overrides,
  };
}
const failed = log({
  id: 40,
  event: 'login_failed',
  description: 'Failed sign-in for ghost@example.com',
  properties: { email: 'ghost@example.com' },
  user_id: 77,
  user: null,
  school_id: null,
  school: null,
});

/** 1 November 2026 is a Sunday. */
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
function activity(): AuditActivity {
  const daily = Array.from({ length: 30 }, (_, i) => ({
    day_name: DAYS[i % 7]!,
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    active_users: i,
    new_registrations: i % 3,
    school_logins: i % 2,
  }));
  return {
    days: 30,
    date_from: '2026-11-01',
    date_to: '2026-11-30',
    summary: { total_events: 1234, logins: 456, failed_logins: 7, changes: 700, exports: 71 },
    daily_activity: daily,
    user_activity: { daily_active_users: 29, new_users: 29 },
    school_activity: { new_schools: 2, active_schools_today: 3 },
    security_events: [failed],
    events_by_type: [
      { event: 'user_login', count: 456 },
      { event: 'school_updated', count: 9 },
      { event: 'inquiry_handled', count: 2 },
    ],
  };
}

function renderPage(
  replies: Record<string, ApiReply>,
  path = '/superadmin/audit-logs',
  signedIn: SessionUser = sessionUser(),
) {
  signIn('7|secret', signedIn);
  const fetchMock = mockApi({ [ACTIVITY]: ok(activity()), ...replies });
  return {
    ...renderRoutes([{ path: '/superadmin/audit-logs', element: <AuditLogsPage /> }], path),
    fetchMock,
  };
}

const rowOf = async (event: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(event) })).closest('tr')!;
const chart = (title: string) => screen.getByText(title, { selector: 'figcaption' }).closest('figure')!;

describe('AuditLogsPage', () => {
  it('shows the figures, the charts and the entries', async () => {
    renderPage({ [LIST]: ok({ logs: [log(), failed], pagination: pagination(2) }) });

    expect(await screen.findByRole('heading', { name: 'Audit Logs' })).toBeInTheDocument();
    const cards = screen.getByRole('group', { name: 'Audit activity, last 30 days' });
    await waitFor(() => expect(cards).toHaveTextContent('1,234'));
    expect(cards).toHaveTextContent('Logins456');
    expect(cards).toHaveTextContent('Failed Logins7');
    expect(cards).toHaveTextContent('Changes700');

    // The last seven days of the window (24 to 30 November), in order, named from their dates.
    expect(chart('Activity (last 7 days, Asia/Kolkata)')).toHaveAttribute(
      'data-labels',
      'Tue|Wed|Thu|Fri|Sat|Sun|Mon',
    );
    expect(chart('Events by type (last 30 days)')).toHaveTextContent('User login: 456');
    expect(chart('Events by type (last 30 days)')).toHaveTextContent('School updated: 9');

    const row = await rowOf('School updated');
    expect(row).toHaveTextContent('School Green Valley (GVS) updated');
    expect(row).toHaveTextContent('Root Admin');
    expect(row).toHaveTextContent('203.0.113.9');
    expect(await rowOf('Login failed')).toHaveTextContent('Deleted user #77');
  });

  it('filters by event, user id and dates through the URL and the API', async () => {
    const { user, router, fetchMock } = renderPage({
      [LIST]: ok({ logs: [log(), failed], pagination: pagination(2) }),
      'GET /api/superadmin/audit/logs?page=1&per_page=15&event=login_failed': ok({
        logs: [failed],
        pagination: pagination(1),
      }),
      // Typed one digit at a time; the letter between is dropped.
      'GET /api/superadmin/audit/logs?page=1&per_page=15&event=login_failed&user_id=7': ok({
        logs: [failed],
        pagination: pagination(1),
      }),
      'GET /api/superadmin/audit/logs?page=1&per_page=15&event=login_failed&user_id=77': ok({
        logs: [failed],
        pagination: pagination(1),
      }),
      'GET /api/superadmin/audit/logs?page=1&per_page=15&event=login_failed&user_id=77&date_from=2026-11-20':
        ok({
          logs: [failed],
          pagination: pagination(1),
        }),
      'GET /api/superadmin/audit/logs?page=1&per_page=15&event=login_failed&user_id=77&date_from=2026-11-20&date_to=2026-11-20':
        ok({ logs: [], pagination: pagination(0) }),
    });
    await rowOf('School updated');

    const events = screen.getByRole('combobox', { name: 'Event' });
    // The spec's events come first, then the others the server writes and the window holds.
    const options = within(events)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options.slice(0, 3)).toEqual(['All events', 'User login', 'User logout']);
    expect(options).toContain('Inquiry handled');
    await user.selectOptions(events, 'login_failed');
    await waitFor(() => expect(router.state.location.search).toBe('?event=login_failed'));

    await user.type(screen.getByRole('textbox', { name: 'User ID' }), '7x7');
    await waitFor(() => expect(router.state.location.search).toContain('user_id=77'));
    // A date picked fires `input` (then `change`), which onChange follows in React and Preact alike.
    fireEvent.input(screen.getByLabelText('Date from'), { target: { value: '2026-11-20' } });
    fireEvent.input(screen.getByLabelText('Date to'), { target: { value: '2026-11-20' } });

    expect(await screen.findByText('No audit logs match these filters.')).toBeInTheDocument();
    expect(router.state.location.search).toContain('date_to=2026-11-20');
    expect(
      fetchMock.mock.calls
        .map(([url]) => String(url))
        .filter((u) => u.includes('/logs?'))
        .at(-1),
    ).toContain('date_from=2026-11-20&date_to=2026-11-20');
  });

  it('marks a range that ends before it starts', async () => {
    renderPage(
      {
        'GET /api/superadmin/audit/logs?page=1&per_page=15&date_from=2026-11-21&date_to=2026-11-20': {
          status: 422,
          body: {
            success: false,
            message: 'To date must be a date after or equal to from date.',
            errors: { date_to: ['To date must be a date after or equal to from date.'] },
          },
        },
      },
      '/superadmin/audit-logs?date_from=2026-11-21&date_to=2026-11-20',
    );
    // Under the field, and (the server's answer) as a toast: the same words.
    expect(
      await screen.findAllByText('To date must be a date after or equal to from date.'),
    ).not.toHaveLength(0);
    await waitFor(() =>
      expect(toasts().getByText('To date must be a date after or equal to from date.')).toBeInTheDocument(),
    );
  });

  it('opens the details of an entry with every field and its before and after', async () => {
    const { user } = renderPage({ [LIST]: ok({ logs: [log(), failed], pagination: pagination(2) }) });
    const row = await rowOf('School updated');

    await user.click(within(row).getByRole('button', { name: 'View details of School updated #41' }));

    const dialog = await screen.findByRole('dialog', { name: 'School updated #41' });
    expect(dialog).toHaveTextContent('school_updated');
    expect(dialog).toHaveTextContent('Root Admin');
    expect(dialog).toHaveTextContent('root@example.com');
    expect(dialog).toHaveTextContent('Green Valley (ID 10)');
    expect(dialog).toHaveTextContent('203.0.113.9');
    expect(dialog).toHaveTextContent('Mozilla/5.0 Test');
    const changes = within(dialog).getByRole('table', { name: 'Changes' });
    const name = within(changes).getByRole('rowheader', { name: /Name/ }).closest('tr')!;
    expect(name).toHaveTextContent('Name(changed)Green VallyGreen Valley');
    const city = within(changes).getByRole('rowheader', { name: 'City' }).closest('tr')!;
    expect(city).toHaveTextContent('CityPunePune');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(await rowOf('Login failed')).getByRole('button', { name: /View details/ }));
    const other = await screen.findByRole('dialog', { name: 'Login failed #40' });
    expect(other).toHaveTextContent('Emailghost@example.com');
    expect(other).toHaveTextContent('Deleted user #77');
  });

  it('refreshes the list and the figures, and says so', async () => {
    const { user, fetchMock } = renderPage({ [LIST]: ok({ logs: [log()], pagination: pagination(1) }) });
    await rowOf('School updated');

    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    await waitFor(() => expect(toasts().getByText('Audit logs refreshed successfully')).toBeInTheDocument());
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((u) => u.endsWith('/logs?page=1&per_page=15'))).toHaveLength(2);
    expect(urls.filter((u) => u.includes('/audit/activity'))).toHaveLength(2);
  });

  it('says when the trail holds nothing yet', async () => {
    renderPage({ [LIST]: ok({ logs: [], pagination: pagination(0) }) });
    expect(
      await screen.findByText(
        'Nothing has been recorded yet. Entries appear here as people sign in and make changes.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('No audit logs match these filters.')).not.toBeInTheDocument();
  });

  it('says the figures are loading, then that they could not be loaded, never that there are none', async () => {
    renderPage({
      [LIST]: ok({ logs: [log()], pagination: pagination(1) }),
      [ACTIVITY]: { status: 500, body: { success: false, message: 'Server error. Please try again later.' } },
    });
    const cards = screen.getByRole('group', { name: 'Audit activity, last 30 days' });
    expect(cards).toHaveTextContent('Total Events (30 days)Loading');
    expect(chart('Activity (last 7 days, Asia/Kolkata)')).toHaveTextContent('Loading…');
    expect(chart('Events by type (last 30 days)')).toHaveTextContent('Loading…');

    await waitFor(() =>
      expect(toasts().getByText('Server error. Please try again later.')).toBeInTheDocument(),
    );
    await waitFor(() => expect(cards).toHaveTextContent('Logins—Could not be loaded'));
    expect(cards).toHaveTextContent('Total Events (30 days)—Could not be loaded');
    expect(cards).not.toHaveTextContent('Loading');
    for (const title of ['Activity (last 7 days, Asia/Kolkata)', 'Events by type (last 30 days)']) {
      expect(chart(title)).toHaveTextContent('Could not be loaded.');
      expect(chart(title)).not.toHaveTextContent(/Loading|No activity|No events/);
    }
    // The entries, loaded on their own, still show.
    expect(await rowOf('School updated')).toBeInTheDocument();
  });
});

describe('AuditLogsPage for a delegate', () => {
  it('offers the export only with audit_export', async () => {
    renderPage(
      { [LIST]: ok({ logs: [log()], pagination: pagination(1) }) },
      '/superadmin/audit-logs',
      delegateUser(['audit_view']),
    );
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('offers the superadmin role events in the event filter, by name', async () => {
    renderPage({ [LIST]: ok({ logs: [log()], pagination: pagination(1) }) });
    const filter = await screen.findByRole('combobox', { name: 'Event' });
    expect(within(filter).getByRole('option', { name: 'Superadmin role granted' })).toHaveValue(
      'superadmin_role_granted',
    );
    expect(within(filter).getByRole('option', { name: 'Superadmin role revoked' })).toHaveValue(
      'superadmin_role_revoked',
    );
  });
});
