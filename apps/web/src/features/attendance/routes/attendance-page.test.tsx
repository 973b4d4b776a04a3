import type {
  AttendanceDay,
  AttendanceDayRow,
  AttendanceRegister,
  AttendanceReport,
  SchoolClass,
} from '@school/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { platformToday } from '@/lib/platform-day';
import { signIn } from '@/lib/session';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { ok, pagination } from '@/test/console-fixtures';
import { schoolAdminUser } from '@/test/fixtures';
import { renderRoutes, toasts } from '@/test/render';
import { AttendancePage } from './attendance-page';

const today = platformToday();
const DAY = `GET /api/school/attendance?date=${today}&page=1&per_page=15`;
const CLASSES = 'GET /api/school/classes?page=1&per_page=100';
const REGISTER = `/api/school/sections/7/attendance/${today}`;

const schoolClass = (id: number, name: string): SchoolClass => ({
  id,
  name,
  grade_level: id,
  students_count: 0,
  teachers_count: 0,
  sections_count: 0,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
});

const counts = (enrolled: number, absent: number, late = 0) => ({
  enrolled,
  present: enrolled - absent - late,
  absent,
  late,
  excused: 0,
  rate: enrolled === 0 ? null : Math.round(((enrolled - absent) / enrolled) * 1000) / 10,
});

const row = (overrides: Partial<AttendanceDayRow>): AttendanceDayRow => ({
  section_id: 7,
  section_name: 'A',
  class_id: 5,
  class_name: 'Class 5',
  taken: false,
  taken_by: null,
  taken_at: null,
  counts: counts(0, 0),
  ...overrides,
});
const takenRow = row({
  section_id: 8,
  section_name: 'B',
  taken: true,
  taken_by: { id: 1, name: 'Ravi Kumar' },
  taken_at: '2026-11-03T03:30:00.000Z',
  counts: counts(30, 2, 1),
});

const day = (
  sections: AttendanceDayRow[],
  summary: Partial<AttendanceDay['summary']> = {},
): AttendanceDay => ({
  date: today,
  school_day: true,
  summary: { sections: 2, taken: 1, ...counts(30, 2, 1), ...summary },
  sections,
  pagination: pagination(sections.length),
});

const register = (overrides: Partial<AttendanceRegister> = {}): AttendanceRegister => ({
  section_id: 7,
  section_name: 'A',
  class_id: 5,
  class_name: 'Class 5',
  date: today,
  taken: false,
  taken_by: null,
  taken_at: null,
  updated_at: null,
  updated_by: null,
  editable_until: '2027-01-01T00:00:00.000Z',
  editable: true,
  counts: counts(0, 0),
  students: [
    {
      student_id: 101,
      name: 'Aarav Shah',
      admission_no: 'ADM-101',
      roll_no: '1',
      photo_url: null,
      status: 'present',
      note: null,
    },
    {
      student_id: 102,
      name: 'Diya Nair',
      admission_no: 'ADM-102',
      roll_no: '2',
      photo_url: null,
      status: 'present',
      note: null,
    },
  ],
  ...overrides,
});

function renderPage(replies: Record<string, ApiReply | readonly ApiReply[]> = {}) {
  signIn('7|secret', schoolAdminUser());
  const fetchMock = mockApi({
    [DAY]: ok(day([row({}), takenRow])),
    [CLASSES]: ok({ classes: [schoolClass(5, 'Class 5')], pagination: pagination(1, 1, 100) }),
    ...replies,
  });
  return {
    ...renderRoutes(
      [{ path: '/school-admin/attendance', element: <AttendancePage /> }],
      '/school-admin/attendance',
    ),
    fetchMock,
  };
}

const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;

describe('AttendancePage', () => {
  it("shows today's figures and each section taken or not, by whom, with its rate", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Attendance' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date/)).toHaveValue(today);
    const figures = screen.getByRole('group', { name: 'Figures of the day' });
    await waitFor(() => expect(figures).toHaveTextContent('Registers taken1 of 2'));
    expect(figures).toHaveTextContent('Present27');
    expect(figures).toHaveTextContent('Absent2');
    expect(figures).toHaveTextContent('Late1');
    expect(figures).toHaveTextContent('Attendance rate93.3%');

    const taken = await rowOf('Class 5 – Section B');
    expect(taken).toHaveTextContent('Taken');
    expect(taken).toHaveTextContent('Ravi Kumar');
    expect(taken).toHaveTextContent('93.3%');
    const open = await rowOf('Class 5 – Section A');
    expect(open).toHaveTextContent('Not taken');
    expect(
      within(open).getByRole('button', { name: 'Take the register of Class 5 – Section A' }),
    ).toBeInTheDocument();
  });

  it('takes a register in the dialog: one tap marks absent, a note goes with it, Save sends only them', async () => {
    const { user, fetchMock } = renderPage({
      [`GET ${REGISTER}`]: ok(register()),
      [`PUT ${REGISTER}`]: ok(register({ taken: true })),
    });
    await user.click(await screen.findByRole('button', { name: 'Take the register of Class 5 – Section A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register of Class 5 – Section A' });
    const diya = await within(dialog).findByRole('group', { name: /Diya Nair/ });
    expect(within(diya).getByRole('radio', { name: 'Present' })).toBeChecked();
    await user.click(within(diya).getByRole('radio', { name: 'Absent' }));
    expect(within(diya).getByRole('radio', { name: 'Absent' })).toBeChecked();
    expect(within(dialog).getByText('1 present, 1 absent, 0 late, 0 excused')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add a note for Diya Nair' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note for Diya Nair' }), 'Fever');
    await user.click(within(dialog).getByRole('button', { name: 'Save attendance' }));

    await waitFor(() => expect(toasts().getByText('Attendance saved.')).toBeInTheDocument());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(put[1]!.body as string)).toEqual({
      marks: [{ student_id: 102, status: 'absent', note: 'Fever' }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The day's list is asked for again, with the saved register in it.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === DAY.slice(4)).length).toBeGreaterThan(1),
    );
  });

  it('shows a register the reader may not change without its controls, and who took it', async () => {
    const { user } = renderPage({
      [`GET ${REGISTER}`]: ok(
        register({
          editable: false,
          taken: true,
          taken_by: { id: 1, name: 'Ravi Kumar' },
          taken_at: '2026-11-03T03:30:00.000Z',
          updated_at: '2026-11-03T03:30:00.000Z',
          updated_by: { id: 1, name: 'Ravi Kumar' },
        }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Take the register of Class 5 – Section A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register of Class 5 – Section A' });
    expect(
      await within(dialog).findByText(
        'You can read this register; correcting it needs the Correct attendance permission.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/^Taken by Ravi Kumar at/)).toBeInTheDocument();
    const diya = within(dialog).getByRole('group', { name: /Diya Nair/ });
    expect(within(diya).getByRole('radio', { name: 'Absent' })).toBeDisabled();
    expect(
      within(dialog).queryByRole('button', { name: 'Add a note for Diya Nair' }),
    ).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save attendance' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Mark all present' })).not.toBeInTheDocument();
  });

  it("says why a register cannot be opened for the day (the API's message)", async () => {
    const { user } = renderPage({
      [`GET ${REGISTER}`]: {
        status: 422,
        body: { success: false, message: 'Not a working day.', errors: { date: ['Not a working day.'] } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Take the register of Class 5 – Section A' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not a working day.');
  });

  it("shows a class's report over the range a page at a time, and refuses a reversed range without asking the server", async () => {
    const from = `${today.slice(0, 7)}-01`;
    const row = (student_id: number, name: string, absent: number) => ({
      student_id,
      name,
      admission_no: `ADM-${student_id}`,
      class_name: 'Class 5',
      section_name: 'A',
      days: 4,
      present: 4 - absent,
      absent,
      late: 0,
      excused: 0,
      rate: ((4 - absent) / 4) * 100,
    });
    // Sixteen students: the summary is of all of them, on every page.
    const summary = { days: 4, ...counts(64, 2), late: 0 };
    const report = (page: number, students: AttendanceReport['students']): AttendanceReport => ({
      date_from: from,
      date_to: today,
      summary,
      students,
      pagination: pagination(16, page, 15),
    });
    const query = `date_from=${from}&date_to=${today}&class_id=5`;
    const { user, fetchMock } = renderPage({
      'GET /api/school/sections?class_id=5&page=1&per_page=100': ok({
        sections: [],
        pagination: pagination(0, 1, 100),
      }),
      [`GET /api/school/attendance/report?${query}&page=1&per_page=15`]: ok(
        report(1, [row(101, 'Aarav Shah', 1)]),
      ),
      [`GET /api/school/attendance/report?${query}&page=2&per_page=15`]: ok(
        report(2, [row(116, 'Zoya Khan', 2)]),
      ),
    });
    const section = screen.getByRole('region', { name: 'Report' });
    expect(
      within(section).getByText('Choose a class (and a section if you like) to see its report.'),
    ).toBeInTheDocument();
    const classSelect = within(section).getByRole('combobox', { name: 'Class' });
    await within(classSelect).findByRole('option', { name: 'Class 5' });
    await user.selectOptions(classSelect, 'Class 5');
    const student = await within(section).findByRole('rowheader', { name: /Aarav Shah/ });
    expect(student.closest('tr')).toHaveTextContent('75.0%');
    const pages = within(section).getByRole('navigation', { name: 'Pages of students' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    const next = await within(section).findByRole('rowheader', { name: /Zoya Khan/ });
    expect(next.closest('tr')).toHaveTextContent('50.0%');
    expect(within(section).queryByRole('rowheader', { name: /Aarav Shah/ })).not.toBeInTheDocument();

    const to = within(section).getByLabelText(/^To/);
    await user.clear(to);
    await user.type(to, '2020-01-01');
    expect(
      await within(section).findByText('To date must be a date after or equal to from date.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('date_to=2020-01-01'))).toBe(false);
  });
});
