import type { Inquiry, SessionUser } from '@school/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { ok, pagination } from '@/test/console-fixtures';
import { delegateUser, sessionUser } from '@/test/fixtures';
import { renderRoutes, toasts } from '@/test/render';
import { InquiriesPage } from './inquiries-page';

const LIST = 'GET /api/superadmin/inquiries?page=1&per_page=15';

function inquiry(overrides: Partial<Inquiry> = {}): Inquiry {
  return {
    id: 7,
    name: 'Meera Iyer',
    email: 'meera@riverside.example',
    school: 'Riverside Public School',
    phone: null,
    subject: 'Product Demo Request',
    message: 'We would like a demo for our three campuses.\nMornings suit us best.',
    status: 'open',
    handled_at: null,
    handled_by: null,
    created_at: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}
const handled = inquiry({
  id: 6,
  name: 'Ravi Kumar',
  email: 'ravi@hilltop.example',
  subject: 'Billing Inquiry',
  status: 'handled',
  handled_at: '2026-11-21T10:00:00.000Z',
  handled_by: { id: 1, name: 'Platform Owner' },
});

function renderPage(
  replies: Record<string, ApiReply>,
  path = '/superadmin/inquiries',
  signedIn: SessionUser = sessionUser(),
) {
  signIn('7|secret', signedIn);
  const fetchMock = mockApi(replies);
  return {
    ...renderRoutes([{ path: '/superadmin/inquiries', element: <InquiriesPage /> }], path),
    fetchMock,
  };
}

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr')!;

const toastShows = async (text: string) => {
  await waitFor(() => expect(toasts().getByText(text)).toBeInTheDocument());
  return toasts().getByText(text);
};

describe('InquiriesPage', () => {
  it('lists the messages with sender, subject, message and status', async () => {
    renderPage({ [LIST]: ok({ inquiries: [inquiry(), handled], pagination: pagination(2) }) });

    expect(await screen.findByRole('heading', { name: 'Inquiries' })).toBeInTheDocument();
    const open = await rowOf('Meera Iyer');
    expect(open).toHaveTextContent('meera@riverside.example');
    expect(open).toHaveTextContent('Riverside Public School');
    expect(open).toHaveTextContent('Product Demo Request');
    expect(open).toHaveTextContent('We would like a demo');
    expect(open).toHaveTextContent('Open');
    expect(
      within(open).getByRole('button', { name: 'Mark handled: message from Meera Iyer' }),
    ).toBeInTheDocument();
    const done = await rowOf('Ravi Kumar');
    expect(done).toHaveTextContent('Handled');
    expect(done).toHaveTextContent('Platform Owner');
    expect(within(done).getByRole('button', { name: 'Reopen: message from Ravi Kumar' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Inquiries pages' })).toHaveTextContent(
      'Showing 2 of 2 items',
    );
  });

  it('searches, filters by status and pages, from the URL', async () => {
    const { user, router } = renderPage({
      [LIST]: ok({ inquiries: [inquiry()], pagination: pagination(31) }),
      'GET /api/superadmin/inquiries?page=2&per_page=15': ok({
        inquiries: [handled],
        pagination: pagination(31, 2),
      }),
      'GET /api/superadmin/inquiries?page=1&per_page=15&search=ravi': ok({
        inquiries: [handled],
        pagination: pagination(1),
      }),
      'GET /api/superadmin/inquiries?page=1&per_page=15&search=ravi&status=handled': ok({
        inquiries: [handled],
        pagination: pagination(1),
      }),
    });
    await rowOf('Meera Iyer');

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await rowOf('Ravi Kumar');
    expect(router.state.location.search).toBe('?page=2');

    await user.type(screen.getByRole('searchbox', { name: 'Search inquiries' }), 'ravi');
    await waitFor(() => expect(router.state.location.search).toBe('?search=ravi'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Handled');
    await waitFor(() => expect(router.state.location.search).toContain('status=handled'));
    expect(await rowOf('Ravi Kumar')).toBeInTheDocument();
  });

  it('marks a message handled and refreshes the list', async () => {
    const { user, fetchMock } = renderPage({
      [LIST]: ok({ inquiries: [inquiry()], pagination: pagination(1) }),
      'POST /api/superadmin/inquiries/7/handle': ok(
        inquiry({ status: 'handled', handled_at: '2026-11-22T08:00:00.000Z' }),
        'Inquiry marked as handled.',
      ),
    });
    const row = await rowOf('Meera Iyer');

    await user.click(within(row).getByRole('button', { name: 'Mark handled: message from Meera Iyer' }));

    expect(await toastShows('Inquiry marked as handled.')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('page=1'))).toHaveLength(2),
    );
  });

  it('opens the whole message, with a reply link, and can mark it handled from there', async () => {
    const { user } = renderPage({
      [LIST]: ok({ inquiries: [inquiry()], pagination: pagination(1) }),
      'POST /api/superadmin/inquiries/7/handle': ok(
        inquiry({ status: 'handled' }),
        'Inquiry marked as handled.',
      ),
    });
    const row = await rowOf('Meera Iyer');

    await user.click(within(row).getByRole('button', { name: 'Read the message from Meera Iyer' }));

    const dialog = await screen.findByRole('dialog', { name: 'Message from Meera Iyer' });
    expect(dialog).toHaveTextContent('Mornings suit us best.');
    expect(within(dialog).getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      'mailto:meera@riverside.example?subject=Re%3A%20Product%20Demo%20Request',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark handled: message from Meera Iyer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows an error toast and keeps the row as it was when the change fails', async () => {
    const { user } = renderPage({
      [LIST]: ok({ inquiries: [inquiry()], pagination: pagination(1) }),
      'POST /api/superadmin/inquiries/7/handle': {
        status: 404,
        body: { success: false, message: 'Inquiry not found.' },
      },
    });
    const row = await rowOf('Meera Iyer');

    await user.click(within(row).getByRole('button', { name: 'Mark handled: message from Meera Iyer' }));

    expect(await toastShows('Inquiry not found.')).toBeInTheDocument();
    expect(row).toHaveTextContent('Open');
  });

  it('shows the error toast and an empty list when the list cannot be loaded', async () => {
    renderPage({ [LIST]: { status: 500, body: { success: false } } });
    expect(await toastShows('Server error. Please try again later.')).toBeInTheDocument();
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });
});

describe('InquiriesPage for a delegate', () => {
  it('downloads the CSV of the messages the search and status filter match', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:1'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, fetchMock } = renderPage(
      {
        [`${LIST}&search=demo&status=open`]: ok({ inquiries: [inquiry()], pagination: pagination(1) }),
        'GET /api/superadmin/inquiries/export?search=demo&status=open': {
          status: 200,
          body: 'id,name\n7,Meera Iyer\n',
        },
      },
      '/superadmin/inquiries?search=demo&status=open',
    );
    await rowOf('Meera Iyer');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/superadmin/inquiries/export?search=demo&status=open',
      expect.anything(),
    );
    expect(click.mock.contexts[0]).toMatchObject({ download: 'inquiries.csv', href: 'blob:1' });
  });

  it('shows the error toast when the export fails', async () => {
    const { user } = renderPage({
      [LIST]: ok({ inquiries: [inquiry()], pagination: pagination(1) }),
      'GET /api/superadmin/inquiries/export': {
        status: 500,
        body: { success: false, message: 'Server error. Please try again later.' },
      },
    });
    await rowOf('Meera Iyer');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await toastShows('Server error. Please try again later.');
  });

  it('lets a user with inquiries_view alone read the messages but not mark them', async () => {
    const { user } = renderPage(
      { [LIST]: ok({ inquiries: [inquiry(), handled], pagination: pagination(2) }) },
      '/superadmin/inquiries',
      delegateUser(['inquiries_view']),
    );
    const open = await rowOf('Meera Iyer');
    expect(within(open).queryByRole('button', { name: /Mark handled/ })).not.toBeInTheDocument();
    expect(
      within(await rowOf('Ravi Kumar')).queryByRole('button', { name: /Reopen/ }),
    ).not.toBeInTheDocument();
    await user.click(within(open).getByRole('button', { name: 'Read the message from Meera Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message from Meera Iyer' });
    expect(within(dialog).queryByRole('button', { name: /Mark handled/ })).not.toBeInTheDocument();
    // Reading them one by one is not taking them all away in a file.
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });
});
