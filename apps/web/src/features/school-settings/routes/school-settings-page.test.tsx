import {
  ACADEMIC_SETTINGS_DEFAULTS,
  FEE_SETTINGS_DEFAULTS,
  NOTIFICATION_SETTINGS_DEFAULTS,
  type SchoolInformation,
  type SessionUser,
} from '@school/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { ok } from '@/test/console-fixtures';
import { schoolAdminUser } from '@/test/fixtures';
import { renderRoutes, toasts } from '@/test/render';
import { SchoolSettingsPage } from './school-settings-page';

const information: SchoolInformation = {
  name: 'Greenfield Public School',
  code: 'GPS',
  email: 'office@greenfield.example',
  phone: '+91 98765 43210',
  website: null,
  address: '12 Park Street',
  city: 'Pune',
  state: 'Maharashtra',
  postal_code: null,
  country: 'India',
  board: 'CBSE',
  affiliation_number: null,
  establishment_year: 1995,
};

const GETS = {
  'GET /api/school/settings/information': ok(information),
  'GET /api/school/settings/academic': ok(ACADEMIC_SETTINGS_DEFAULTS),
  'GET /api/school/settings/notifications': ok(NOTIFICATION_SETTINGS_DEFAULTS),
  'GET /api/school/settings/fees': ok(FEE_SETTINGS_DEFAULTS),
};

function renderPage(replies: Record<string, ApiReply> = {}, signedIn: SessionUser = schoolAdminUser()) {
  signIn('7|secret', signedIn);
  const fetchMock = mockApi({ ...GETS, ...replies });
  return {
    ...renderRoutes(
      [{ path: '/school-admin/settings', element: <SchoolSettingsPage /> }],
      '/school-admin/settings',
    ),
    fetchMock,
  };
}

const card = (name: string) => screen.findByRole('region', { name });
const toastShows = (text: string) => waitFor(() => expect(toasts().getByText(text)).toBeInTheDocument());
const sent = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key);
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  JSON.parse(sent(fetchMock, key)[0]![1]!.body as string) as unknown;

describe('SchoolSettingsPage', () => {
  it("shows the four cards with the server's values and the required marks of spec 02", async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'School Settings' })).toBeInTheDocument();
    const info = await card('School Information');
    expect(await within(info).findByLabelText(/^School name/)).toHaveValue('Greenfield Public School');
    for (const label of ['School name', 'Email', 'Phone', 'Address', 'City', 'State', 'Board']) {
      expect(within(info).getByLabelText(new RegExp(`^${label}`))).toBeRequired();
    }
    expect(within(info).getByLabelText(/^Website/)).not.toBeRequired();
    expect(within(info).getByLabelText(/^Establishment year/)).toHaveValue(1995);
    const boards = within(within(info).getByLabelText(/^Board/)).getAllByRole('option');
    expect(boards.map((o) => o.textContent)).toEqual(['CBSE', 'ICSE', 'State Board', 'IB']);

    const academic = await card('Academic Settings');
    expect(await within(academic).findByLabelText(/^Max marks/)).toHaveValue(100);
    expect(within(academic).getByLabelText(/^Grading system/)).toHaveValue('Percentage');
    expect(within(academic).getByRole('checkbox', { name: 'Mon' })).toBeChecked();
    expect(within(academic).getByRole('checkbox', { name: 'Sun' })).not.toBeChecked();

    const notifications = await card('Notification Settings');
    expect(
      await within(notifications).findByRole('checkbox', { name: 'SMS notifications' }),
    ).not.toBeChecked();
    expect(within(notifications).getByRole('checkbox', { name: 'Fee reminders' })).toBeChecked();

    const fees = await card('Fee Management Settings');
    expect(await within(fees).findByLabelText(/^Late fee amount/)).toHaveValue(100);
    expect(within(fees).getByLabelText(/^Grace period/)).toHaveValue(10);
    expect(within(fees).getByLabelText(/^Fee due day of month/)).toHaveValue(10);
    for (const method of ['Online', 'Cash', 'Cheque']) {
      expect(within(fees).getByRole('checkbox', { name: method })).toBeChecked();
    }
    expect(within(fees).getByRole('checkbox', { name: 'UPI' })).not.toBeChecked();
  });

  it('keeps a board the profile allows in the list, so saving does not change it', async () => {
    renderPage({ 'GET /api/school/settings/information': ok({ ...information, board: 'IGCSE' }) });
    const info = await card('School Information');
    const board = await within(info).findByLabelText(/^Board/);
    expect(board).toHaveValue('IGCSE');
    expect(
      within(board)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['CBSE', 'ICSE', 'State Board', 'IB', 'IGCSE']);
  });

  it('saves the school information and shows what the server stored', async () => {
    const saved = { ...information, code: 'GPS-2', city: 'Mumbai' };
    const { user, fetchMock } = renderPage({
      'PUT /api/school/settings/information': ok(saved, 'School Information settings saved successfully!'),
    });
    const info = await card('School Information');
    const code = await within(info).findByLabelText(/^School code/);
    await user.clear(code);
    await user.type(code, 'gps-2');
    await user.clear(within(info).getByLabelText(/^City/));
    await user.type(within(info).getByLabelText(/^City/), 'Mumbai');
    await user.click(within(info).getByRole('button', { name: 'Save School Information' }));
    await toastShows('School Information settings saved successfully!');
    expect(bodyOf(fetchMock, 'PUT /api/school/settings/information')).toEqual({
      ...information,
      code: 'GPS-2',
      city: 'Mumbai',
    });
    await waitFor(() => expect(code).toHaveValue('GPS-2'));
  });

  it('saves the academic settings with the days ticked and the times chosen', async () => {
    const { user, fetchMock } = renderPage({
      'PUT /api/school/settings/academic': ok(
        ACADEMIC_SETTINGS_DEFAULTS,
        'Academic settings saved successfully!',
      ),
    });
    const academic = await card('Academic Settings');
    await user.type(await within(academic).findByLabelText(/^Academic year/), '2026-27');
    await user.type(within(academic).getByLabelText(/^Session start/), '2026-06-01');
    await user.type(within(academic).getByLabelText(/^Session end/), '2027-03-31');
    await user.click(within(academic).getByRole('checkbox', { name: 'Sat' }));
    await user.selectOptions(within(academic).getByLabelText(/^Grading system/), 'CGPA');
    await user.clear(within(academic).getByLabelText(/^Max marks/));
    await user.type(within(academic).getByLabelText(/^Max marks/), '80');
    await user.clear(within(academic).getByLabelText(/^Attendance corrections/));
    await user.type(within(academic).getByLabelText(/^Attendance corrections/), '2');
    await user.click(within(academic).getByRole('button', { name: 'Save Academic Settings' }));
    await toastShows('Academic settings saved successfully!');
    expect(bodyOf(fetchMock, 'PUT /api/school/settings/academic')).toEqual({
      ...ACADEMIC_SETTINGS_DEFAULTS,
      academic_year: '2026-27',
      session_start: '2026-06-01',
      session_end: '2027-03-31',
      working_days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
      grading_system: 'CGPA',
      max_marks: 80,
      attendance_correction_days: 2,
    });
  });

  it('refuses a session that ends before it starts without a call', async () => {
    const { user, fetchMock } = renderPage();
    const academic = await card('Academic Settings');
    await user.type(await within(academic).findByLabelText(/^Session start/), '2026-06-01');
    await user.type(within(academic).getByLabelText(/^Session end/), '2026-05-01');
    await user.click(within(academic).getByRole('button', { name: 'Save Academic Settings' }));
    expect(
      await within(academic).findByText('Session end must be a date after session start.'),
    ).toBeInTheDocument();
    expect(sent(fetchMock, 'PUT /api/school/settings/academic')).toHaveLength(0);
  });

  it('saves the notification switches', async () => {
    const { user, fetchMock } = renderPage({
      'PUT /api/school/settings/notifications': ok(
        { ...NOTIFICATION_SETTINGS_DEFAULTS, sms_notifications: true },
        'Notification settings saved successfully!',
      ),
    });
    const notifications = await card('Notification Settings');
    await user.click(await within(notifications).findByRole('checkbox', { name: 'SMS notifications' }));
    await user.click(within(notifications).getByRole('checkbox', { name: 'Exam reminders' }));
    await user.click(within(notifications).getByRole('button', { name: 'Save Notification Settings' }));
    await toastShows('Notification settings saved successfully!');
    expect(bodyOf(fetchMock, 'PUT /api/school/settings/notifications')).toEqual({
      ...NOTIFICATION_SETTINGS_DEFAULTS,
      sms_notifications: true,
      exam_reminders: false,
    });
  });

  it('saves the absence alert delay, and refuses one past four hours without a call', async () => {
    const { user, fetchMock } = renderPage({
      'PUT /api/school/settings/notifications': ok({
        ...NOTIFICATION_SETTINGS_DEFAULTS,
        attendance_alert_delay: 30,
      }),
    });
    const notifications = await card('Notification Settings');
    const delay = await within(notifications).findByLabelText(/^Absence alert delay/);
    expect(delay).toHaveValue(15);
    await user.clear(delay);
    await user.type(delay, '241');
    const save = within(notifications).getByRole('button', { name: 'Save Notification Settings' });
    await user.click(save);
    expect(
      await within(notifications).findByText(
        'Absence alert delay (minutes) must be a whole number from 0 to 240.',
      ),
    ).toBeInTheDocument();
    expect(sent(fetchMock, 'PUT /api/school/settings/notifications')).toHaveLength(0);

    await user.clear(delay);
    await user.type(delay, '30');
    await user.click(save);
    await toastShows('Notification settings saved successfully!');
    expect(bodyOf(fetchMock, 'PUT /api/school/settings/notifications')).toEqual({
      ...NOTIFICATION_SETTINGS_DEFAULTS,
      attendance_alert_delay: 30,
    });
  });

  it('saves the fee settings, and falls back to its own toast when the server gives no message', async () => {
    const { user, fetchMock } = renderPage({ 'PUT /api/school/settings/fees': ok(FEE_SETTINGS_DEFAULTS) });
    const fees = await card('Fee Management Settings');
    const due = await within(fees).findByLabelText(/^Fee due day of month/);
    await user.clear(due);
    await user.type(due, '5');
    await user.click(within(fees).getByRole('checkbox', { name: 'Cheque' }));
    await user.click(within(fees).getByRole('checkbox', { name: 'UPI' }));
    await user.click(within(fees).getByRole('checkbox', { name: 'Scholarship program' }));
    await user.click(within(fees).getByRole('button', { name: 'Save Fee Settings' }));
    await toastShows('Fee Management settings saved successfully!');
    expect(bodyOf(fetchMock, 'PUT /api/school/settings/fees')).toEqual({
      ...FEE_SETTINGS_DEFAULTS,
      fee_due_date: 5,
      payment_methods: ['online', 'cash', 'upi'],
      scholarship_program: true,
    });
  });

  it('refuses a due day of 32, or no payment method, without a call', async () => {
    const { user, fetchMock } = renderPage();
    const fees = await card('Fee Management Settings');
    const due = await within(fees).findByLabelText(/^Fee due day of month/);
    await user.clear(due);
    await user.type(due, '32');
    for (const method of ['Online', 'Cash', 'Cheque']) {
      await user.click(within(fees).getByRole('checkbox', { name: method }));
    }
    await user.click(within(fees).getByRole('button', { name: 'Save Fee Settings' }));
    expect(
      await within(fees).findByText('Fee due day of month must be a whole number from 1 to 31.'),
    ).toBeInTheDocument();
    expect(due).toHaveAttribute('aria-invalid', 'true');
    expect(within(fees).getByText('Choose at least one payment method.')).toBeInTheDocument();
    expect(sent(fetchMock, 'PUT /api/school/settings/fees')).toHaveLength(0);
  });

  it("shows the server's field error under the field and in a toast", async () => {
    const message = 'Code has already been taken.';
    const { user } = renderPage({
      'PUT /api/school/settings/information': {
        status: 422,
        body: { success: false, message, errors: { code: [message] } },
      },
    });
    const info = await card('School Information');
    await user.click(await within(info).findByRole('button', { name: 'Save School Information' }));
    expect(await within(info).findByText(message)).toBeInTheDocument();
    expect(within(info).getByLabelText(/^School code/)).toHaveAttribute('aria-invalid', 'true');
    await toastShows(message);
  });

  it('says so in the card when a section cannot be loaded, and tries again on request', async () => {
    const { user, fetchMock } = renderPage({
      'GET /api/school/settings/fees': {
        status: 500,
        body: { success: false, message: 'Server error. Please try again later.' },
      },
    });
    const fees = await card('Fee Management Settings');
    expect(await within(fees).findByRole('alert')).toHaveTextContent('Server error. Please try again later.');
    await user.click(within(fees).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sent(fetchMock, 'GET /api/school/settings/fees')).toHaveLength(2));
    // The other cards do not wait for it.
    expect(await within(await card('Academic Settings')).findByLabelText(/^Max marks/)).toHaveValue(100);
  });
});

describe('SchoolSettingsPage for a delegate', () => {
  it('shows a user who may only read the settings every card fixed, without a save button', async () => {
    renderPage({}, schoolAdminUser({ permissions: ['school_settings_view'] }));
    for (const title of [
      'School Information',
      'Academic Settings',
      'Notification Settings',
      'Fee Management Settings',
    ]) {
      const section = await card(title);
      expect(
        await within(section).findByText(/Changing these settings needs the .+ permission\./),
      ).toBeInTheDocument();
      expect(within(section).queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    }
    expect(within(await card('School Information')).getByLabelText(/^School code/)).toBeDisabled();
  });

  it('lets the information card be saved with school_profile_update and the others with school_settings_update', async () => {
    renderPage({}, schoolAdminUser({ permissions: ['school_settings_view', 'school_profile_update'] }));
    const info = await card('School Information');
    expect(await within(info).findByRole('button', { name: 'Save School Information' })).toBeInTheDocument();
    const academic = await card('Academic Settings');
    await within(academic).findByText('Changing these settings needs the school_settings_update permission.');
    expect(
      within(academic).queryByRole('button', { name: 'Save Academic Settings' }),
    ).not.toBeInTheDocument();
  });
});
