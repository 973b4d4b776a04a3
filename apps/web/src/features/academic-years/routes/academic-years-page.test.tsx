import {
  ACADEMIC_SETTINGS_DEFAULTS,
  type AcademicYear,
  type AcademicYearSummary,
  type SessionUser,
} from '@school/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { ok, pagination } from '@/test/console-fixtures';
import { schoolAdminUser } from '@/test/fixtures';
import { menuItems, renderRoutes, toasts } from '@/test/render';
import { AcademicYearsPage } from './academic-years-page';

const LIST = 'GET /api/school/academic-years?page=1&per_page=15';
const SUMMARY = 'GET /api/school/academic-years/summary';
const SETTINGS = 'GET /api/school/settings/academic';

const year = (overrides: Partial<AcademicYear>): AcademicYear => ({
  id: 11,
  name: '2025-26',
  start_date: '2025-04-01',
  end_date: '2026-03-31',
  is_current: false,
  students_count: 0,
  created_at: '2025-02-10T09:00:00.000Z',
  updated_at: '2025-02-10T09:00:00.000Z',
  ...overrides,
});
const current = year({
  id: 12,
  name: '2026-27',
  start_date: '2026-04-01',
  end_date: '2027-03-31',
  is_current: true,
  students_count: 420,
});
const previous = year({});

const summary = (overrides: Partial<AcademicYearSummary> = {}): AcademicYearSummary => ({
  total: 2,
  current,
  active: 1,
  archived: 1,
  ...overrides,
});

function renderPage(replies: Record<string, ApiReply> = {}, signedIn: SessionUser = schoolAdminUser()) {
  signIn('7|secret', signedIn);
  const fetchMock = mockApi({
    [SUMMARY]: ok(summary()),
    [LIST]: ok({ academic_years: [current, previous], pagination: pagination(2) }),
    // Never saved: nothing to prefill a new year with.
    [SETTINGS]: ok(ACADEMIC_SETTINGS_DEFAULTS),
    ...replies,
  });
  return {
    ...renderRoutes(
      [{ path: '/school-admin/academic-years', element: <AcademicYearsPage /> }],
      '/school-admin/academic-years',
    ),
    fetchMock,
  };
}

const banner = () => screen.getByRole('region', { name: 'Current Academic Year' });
const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr')!;
const toastShows = (text: string) => waitFor(() => expect(toasts().getByText(text)).toBeInTheDocument());
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, method: string, suffix: string) => {
  const [, init] = fetchMock.mock.calls.find(([url, i]) => url.endsWith(suffix) && i?.method === method)!;
  return JSON.parse(init!.body as string) as unknown;
};
const openAction = async (user: ReturnType<typeof renderPage>['user'], name: string, action: string) => {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
};

describe('AcademicYearsPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the current year with the days left on the administrator's date", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 15, 9, 30));
    renderPage();
    await waitFor(() => expect(banner()).toHaveTextContent('2026-27'));
    expect(banner()).toHaveTextContent('Starts 1 Apr 2026 · Ends 31 Mar 2027');
    expect(banner()).toHaveTextContent('289 days remaining');
  });

  it('counts no days remaining once the end date has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 4, 2, 23, 0));
    renderPage();
    await waitFor(() => expect(banner()).toHaveTextContent('0 days remaining'));
  });

  it('invites to set a current year when none is', async () => {
    renderPage({ [SUMMARY]: ok(summary({ current: null, active: 0, archived: 2 })) });
    await waitFor(() => expect(banner()).toHaveTextContent('No academic year is set as current.'));
    expect(banner()).not.toHaveTextContent('remaining');
    const figures = screen.getByRole('group', { name: 'Academic year figures' });
    expect(figures).toHaveTextContent('Current YearNot Set');
    expect(figures).toHaveTextContent('Archived Years2');
  });

  it('shows the server figures and each year with its status and students', async () => {
    renderPage();
    const figures = screen.getByRole('group', { name: 'Academic year figures' });
    await waitFor(() => expect(figures).toHaveTextContent('Total Academic Years2'));
    expect(figures).toHaveTextContent('Current Year2026-27');
    expect(figures).toHaveTextContent('Active Years1');
    expect(figures).toHaveTextContent('Archived Years1');
    expect(await rowOf('2026-27')).toHaveTextContent('Current');
    expect(await rowOf('2026-27')).toHaveTextContent('420');
    expect(await rowOf('2025-26')).toHaveTextContent('Inactive');
  });

  it('offers neither Set as Current nor Delete for the current year', async () => {
    const { user } = renderPage();
    const items = async (name: string) => {
      await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
      const labels = within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
      await user.keyboard('{Escape}');
      return labels;
    };
    expect(await items('2026-27')).toEqual(['View Details', 'Edit']);
    expect(await items('2025-26')).toEqual(['View Details', 'Set as Current', 'Edit', 'Delete']);
  });

  it('shows the duration of a year in its details', async () => {
    const { user } = renderPage();
    await openAction(user, '2025-26', 'View Details');
    const dialog = await screen.findByRole('dialog', { name: 'Academic Year Details' });
    expect(dialog).toHaveTextContent('Duration365 days');
    expect(dialog).toHaveTextContent('Start date1 Apr 2025');
  });

  it('names the year it replaces before setting another as current', async () => {
    const { user, fetchMock } = renderPage({
      'POST /api/school/academic-years/11/set-current': ok(
        { ...previous, is_current: true },
        'Academic year set as current successfully!',
      ),
    });
    await waitFor(() => expect(banner()).toHaveTextContent('2026-27'));
    await openAction(user, '2025-26', 'Set as Current');
    const dialog = await screen.findByRole('alertdialog', { name: 'Set Current Academic Year' });
    expect(dialog).toHaveTextContent(
      'Set "2025-26" as the current academic year? The current year, 2026-27, will be deactivated.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Set as Current' }));
    await toastShows('Academic year set as current successfully!');
    expect(fetchMock).toHaveBeenCalledWith('/api/school/academic-years/11/set-current', expect.anything());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('asks plainly when no year is current yet', async () => {
    const { user } = renderPage({ [SUMMARY]: ok(summary({ current: null })) });
    await waitFor(() => expect(banner()).toHaveTextContent('No academic year is set as current.'));
    await openAction(user, '2025-26', 'Set as Current');
    const dialog = await screen.findByRole('alertdialog', { name: 'Set Current Academic Year' });
    expect(within(dialog).getByText('Set "2025-26" as the current academic year?')).toBeInTheDocument();
  });

  it('creates an academic year with the dates and the current box', async () => {
    const { user, fetchMock } = renderPage({
      'POST /api/school/academic-years': {
        status: 201,
        body: ok(year({ id: 13, name: '2027-28' }), 'Academic year created successfully!').body,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Academic Year' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Academic Year' });
    await user.type(within(dialog).getByLabelText(/^Name/), '2027-28');
    await user.type(within(dialog).getByLabelText(/^Start Date/), '2027-04-01');
    await user.type(within(dialog).getByLabelText(/^End Date/), '2028-03-31');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Set as current academic year' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create academic year' }));
    await toastShows('Academic year created successfully!');
    expect(bodyOf(fetchMock, 'POST', '/school/academic-years')).toEqual({
      name: '2027-28',
      start_date: '2027-04-01',
      end_date: '2028-03-31',
      is_current: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("starts a new year from the school's academic settings when they name one", async () => {
    const { user } = renderPage({
      [SETTINGS]: ok({
        ...ACADEMIC_SETTINGS_DEFAULTS,
        academic_year: '2027-28',
        session_start: '2027-06-01',
        session_end: '2028-03-31',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Academic Year' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Academic Year' });
    expect(await within(dialog).findByLabelText(/^Name/)).toHaveValue('2027-28');
    expect(within(dialog).getByLabelText(/^Start Date/)).toHaveValue('2027-06-01');
    expect(within(dialog).getByLabelText(/^End Date/)).toHaveValue('2028-03-31');
  });

  it('starts a new year empty when the academic settings cannot be read', async () => {
    const { user } = renderPage({ [SETTINGS]: { status: 403, body: { success: false, message: 'No.' } } });
    await user.click(await screen.findByRole('button', { name: 'Add Academic Year' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Academic Year' });
    expect(await within(dialog).findByLabelText(/^Name/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/^Start Date/)).toHaveValue('');
  });

  it("shows the server's field error and keeps the form open", async () => {
    const { user } = renderPage({
      'POST /api/school/academic-years': {
        status: 422,
        body: {
          success: false,
          message: 'Name has already been taken.',
          errors: { name: ['Name has already been taken.'] },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Academic Year' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Academic Year' });
    await user.type(within(dialog).getByLabelText(/^Name/), '2025-26');
    await user.type(within(dialog).getByLabelText(/^Start Date/), '2025-04-01');
    await user.type(within(dialog).getByLabelText(/^End Date/), '2026-03-31');
    await user.click(within(dialog).getByRole('button', { name: 'Create academic year' }));
    expect(await within(dialog).findByText('Name has already been taken.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Add Academic Year' })).toBeInTheDocument();
  });

  it("shows the server's reason when a year cannot be deleted", async () => {
    const { user } = renderPage({
      'DELETE /api/school/academic-years/11': {
        status: 409,
        body: { success: false, message: 'Cannot delete an academic year with enrolled students.' },
      },
    });
    await openAction(user, '2025-26', 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Academic Year' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the academic year "2025-26"? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await toastShows('Cannot delete an academic year with enrolled students.');
  });
});

describe('AcademicYearsPage for a delegate', () => {
  it('offers a user with years_view alone nothing beyond viewing', async () => {
    const { user } = renderPage({}, schoolAdminUser({ permissions: ['years_view'] }));
    await screen.findByRole('button', { name: 'Actions for 2025-26' });
    expect(screen.queryByRole('button', { name: 'Add Academic Year' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export Years' })).not.toBeInTheDocument();
    expect(await menuItems(user, 'Actions for 2025-26')).toEqual(['View Details']);
  });

  it('offers each action with its permission, and a new year without reading the settings', async () => {
    const { user, fetchMock } = renderPage(
      {},
      schoolAdminUser({ permissions: ['years_view', 'years_create', 'years_set_current', 'years_delete'] }),
    );
    await screen.findByRole('button', { name: 'Actions for 2025-26' });
    expect(await menuItems(user, 'Actions for 2025-26')).toEqual([
      'View Details',
      'Set as Current',
      'Delete',
    ]);
    await user.click(screen.getByRole('button', { name: 'Add Academic Year' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Academic Year' });
    expect(within(dialog).getByLabelText(/name/i)).toHaveValue('');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/school/settings/academic')).toBe(false);
  });
});
