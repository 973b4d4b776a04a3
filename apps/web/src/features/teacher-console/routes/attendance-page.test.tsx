import type { AttendanceRegister, RegisterStudent, TeachingSection } from '@school/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { teacherUser } from '@/test/fixtures';
import { renderRoutes, toasts } from '@/test/render';
import { AttendancePage } from './attendance-page';

const DATE = '2026-11-24';
const SECTIONS = 'GET /api/teacher/sections';
const REGISTER = `GET /api/teacher/sections/5/attendance/${DATE}`;
const SAVE = `PUT /api/teacher/sections/5/attendance/${DATE}`;

const section = (id: number, section_name: string): TeachingSection => ({
  section_id: id,
  section_name,
  class_id: 2,
  class_name: 'Grade 4',
  is_class_teacher: true,
  subjects: [],
  students_count: 3,
});

const student = (student_id: number, name: string, roll: string): RegisterStudent => ({
  student_id,
  name,
  admission_no: `ADM-${student_id}`,
  roll_no: roll,
  photo_url: null,
  status: 'present',
  note: null,
});

const register = (overrides: Partial<AttendanceRegister> = {}): AttendanceRegister => ({
  section_id: 5,
  section_name: 'A',
  class_id: 2,
  class_name: 'Grade 4',
  date: DATE,
  taken: false,
  taken_by: null,
  taken_at: null,
  updated_at: null,
  updated_by: null,
  editable_until: '2026-11-24T18:30:00.000Z',
  editable: true,
  counts: { enrolled: 0, present: 0, absent: 0, late: 0, excused: 0, rate: null },
  students: [student(11, 'Arun Das', '1'), student(12, 'Bela Rao', '2'), student(13, 'Chitra Iyer', '3')],
  ...overrides,
});

const ok = (data: unknown, message?: string): ApiReply => ({
  status: 200,
  body: { success: true, ...(message ? { message } : {}), data },
});

function renderPage(replies: Record<string, ApiReply | readonly ApiReply[]> = {}) {
  signIn('9|secret', teacherUser());
  const fetchMock = mockApi({
    [SECTIONS]: ok({ sections: [section(5, 'A'), section(6, 'B')] }),
    [REGISTER]: ok(register()),
    ...replies,
  });
  const rendered = renderRoutes(
    [{ path: '/teacher/attendance', element: <AttendancePage /> }],
    `/teacher/attendance?section=5&date=${DATE}`,
  );
  return { ...rendered, fetchMock };
}

const rowOf = (name: string) => screen.getByRole('group', { name: new RegExp(name) });
const choice = (name: string, status: string) => within(rowOf(name)).getByRole('radio', { name: status });

const sentBody = (fetchMock: ReturnType<typeof mockApi>) => {
  const call = fetchMock.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${url}` === SAVE);
  return JSON.parse(call![1]!.body as string) as unknown;
};

describe('AttendancePage', () => {
  it('lists every student present, for the section and date asked for', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Grade 4 A' });
    expect(screen.getByLabelText('Section')).toHaveValue('5');
    expect(screen.getByLabelText(/^Date/)).toHaveValue(DATE);
    for (const name of ['Arun Das', 'Bela Rao', 'Chitra Iyer']) {
      expect(choice(name, 'Present')).toBeChecked();
    }
    expect(screen.getByText('Not taken yet.')).toBeInTheDocument();
    expect(screen.getByText(/^You can correct it until /)).toBeInTheDocument();
    expect(screen.getByText('3 present, 0 absent, 0 late, 0 excused')).toBeInTheDocument();
  });

  it('marks with one tap each and sends only the students not simply present', async () => {
    const saved = register({
      taken: true,
      taken_by: { id: 50, name: 'Kavya Menon' },
      taken_at: '2026-11-24T03:40:00.000Z',
      updated_at: '2026-11-24T03:40:00.000Z',
      updated_by: { id: 50, name: 'Kavya Menon' },
      students: [
        { ...student(11, 'Arun Das', '1'), status: 'absent' },
        { ...student(12, 'Bela Rao', '2'), status: 'late', note: 'Bus was late' },
        student(13, 'Chitra Iyer', '3'),
      ],
    });
    const { user, fetchMock } = renderPage({ [SAVE]: ok(saved, 'Attendance saved successfully!') });
    await screen.findByRole('heading', { level: 2, name: 'Grade 4 A' });
    await user.click(choice('Arun Das', 'Absent'));
    await user.click(choice('Bela Rao', 'Late'));
    await user.click(screen.getByRole('button', { name: 'Add a note for Bela Rao' }));
    expect(screen.getByRole('textbox', { name: 'Note for Bela Rao' })).toHaveFocus();
    await user.keyboard(' Bus was late ');
    expect(screen.getByText('1 present, 1 absent, 1 late, 0 excused')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save attendance' }));
    await waitFor(() => expect(toasts().getByText('Attendance saved successfully!')).toBeInTheDocument());
    expect(sentBody(fetchMock)).toEqual({
      marks: [
        { student_id: 11, status: 'absent', note: null },
        { student_id: 12, status: 'late', note: 'Bus was late' },
      ],
    });
    // The register as saved: who took it, and the marks the server holds.
    expect(await screen.findByText(/^Taken by Kavya Menon at/)).toBeInTheDocument();
    expect(choice('Arun Das', 'Absent')).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Note for Bela Rao' })).toHaveValue('Bus was late');
  });

  it('marks everyone present again with one button, and then sends no marks', async () => {
    const { user, fetchMock } = renderPage({ [SAVE]: ok(register({ taken: true })) });
    await screen.findByRole('heading', { level: 2, name: 'Grade 4 A' });
    await user.click(choice('Arun Das', 'Excused'));
    await user.click(choice('Chitra Iyer', 'Absent'));
    await user.click(screen.getByRole('button', { name: 'Mark all present' }));
    expect(choice('Arun Das', 'Present')).toBeChecked();
    expect(choice('Chitra Iyer', 'Present')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save attendance' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    expect(sentBody(fetchMock)).toEqual({ marks: [] });
  });

  it("shows the server's refusal beside the student it is about", async () => {
    const { user } = renderPage({
      [SAVE]: {
        status: 422,
        body: {
          success: false,
          message: 'This student is not enrolled in this section this year.',
          errors: { 'marks.0.student_id': ['This student is not enrolled in this section this year.'] },
        },
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'Grade 4 A' });
    await user.click(choice('Bela Rao', 'Absent'));
    await user.click(screen.getByRole('button', { name: 'Save attendance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The attendance was not saved:');
    expect(rowOf('Bela Rao')).toHaveAccessibleDescription(
      'This student is not enrolled in this section this year.',
    );
  });

  it('shows a refused date beside the date field', async () => {
    renderPage({
      [REGISTER]: {
        status: 422,
        body: {
          success: false,
          message: `${DATE} is not a working day of the school.`,
          errors: { date: [`${DATE} is not a working day of the school.`] },
        },
      },
    });
    expect(await screen.findByLabelText(/^Date/)).toHaveAccessibleDescription(
      `${DATE} is not a working day of the school.`,
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('is read-only after the cut-off, and says who can still correct it', async () => {
    renderPage({
      [REGISTER]: ok(
        register({
          editable: false,
          taken: true,
          taken_by: { id: 50, name: 'Kavya Menon' },
          taken_at: '2026-11-24T03:40:00.000Z',
          students: [{ ...student(11, 'Arun Das', '1'), status: 'absent' }],
        }),
      ),
    });
    expect(
      await screen.findByText(
        'The time to correct this attendance has passed: only the school administrator can correct it now.',
      ),
    ).toBeInTheDocument();
    expect(choice('Arun Das', 'Absent')).toBeChecked();
    expect(choice('Arun Das', 'Present')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save attendance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all present' })).not.toBeInTheDocument();
  });
});
