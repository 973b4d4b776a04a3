import type { AttendanceRegister, AttendanceSaveValues, RegisterStudent } from '@school/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import type { ApiResult } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { toasts } from '@/test/render';
import { RegisterEditor } from './register-editor';

const student = (student_id: number, name: string, roll: string | null): RegisterStudent => ({
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
  date: '2026-11-24',
  taken: false,
  taken_by: null,
  taken_at: null,
  updated_at: null,
  updated_by: null,
  editable_until: '2026-11-24T18:30:00.000Z',
  editable: true,
  counts: { enrolled: 0, present: 0, absent: 0, late: 0, excused: 0, rate: null },
  students: [student(11, 'Arun Das', '1'), student(12, 'Bela Rao', null)],
  ...overrides,
});

type Save = (body: AttendanceSaveValues) => Promise<ApiResult<AttendanceRegister>>;

function renderEditor(props: Partial<Parameters<typeof RegisterEditor>[0]> = {}) {
  const onSave = vi.fn<Save>(() => Promise.resolve({ data: register({ taken: true }), message: undefined }));
  const onSaved = vi.fn();
  const user = userEvent.setup();
  render(
    <>
      <RegisterEditor
        register={register()}
        onSave={onSave}
        onSaved={onSaved}
        readOnlyReason="Only the office can change it."
        {...props}
      />
      <Toaster />
    </>,
  );
  return { user, onSave, onSaved };
}

const rowOf = (name: string) => screen.getByRole('group', { name: new RegExp(name) });
const choice = (name: string, status: string) => within(rowOf(name)).getByRole('radio', { name: status });

const refusal = (fieldErrors: Record<string, string[]>) =>
  new ApiError('The given data was invalid.', 422, fieldErrors);

describe('RegisterEditor', () => {
  it('starts everyone present, says it is not taken, and names a student by roll or admission number', () => {
    renderEditor({ editableHint: 'You can correct it until tonight.' });
    expect(choice('Arun Das', 'Present')).toBeChecked();
    expect(choice('Bela Rao', 'Present')).toBeChecked();
    expect(rowOf('Arun Das')).toHaveTextContent('Roll no. 1');
    expect(rowOf('Bela Rao')).toHaveTextContent('Admission no. ADM-12');
    expect(screen.getByText('Not taken yet.')).toBeInTheDocument();
    expect(screen.getByText('You can correct it until tonight.')).toBeInTheDocument();
    expect(screen.getByText('2 present, 0 absent, 0 late, 0 excused')).toBeInTheDocument();
  });

  it('marks with a tap, opens a note on demand, sends only who is not simply present, then hands back the saved register', async () => {
    const { user, onSave, onSaved } = renderEditor();
    await user.click(choice('Arun Das', 'Late'));
    // The chosen status wears its colour, the same on every screen.
    expect(choice('Arun Das', 'Late').nextElementSibling).toHaveClass('bg-amber-100');
    expect(screen.queryByRole('textbox', { name: 'Note for Bela Rao' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a note for Bela Rao' }));
    expect(screen.getByRole('textbox', { name: 'Note for Bela Rao' })).toHaveFocus();
    await user.keyboard(' Left at noon ');
    expect(screen.getByText('1 present, 0 absent, 1 late, 0 excused')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save attendance' }));
    await waitFor(() => expect(toasts().getByText('Attendance saved.')).toBeInTheDocument());
    expect(onSave).toHaveBeenCalledWith({
      marks: [
        { student_id: 11, status: 'late', note: null },
        { student_id: 12, status: 'present', note: 'Left at noon' },
      ],
    });
    expect(onSaved).toHaveBeenCalledWith(register({ taken: true }));
  });

  it("prefers the server's own words in the toast", async () => {
    const { user } = renderEditor({
      onSave: () => Promise.resolve({ data: register(), message: 'Attendance saved successfully!' }),
    });
    await user.click(screen.getByRole('button', { name: 'Save attendance' }));
    expect(await toasts().findByText('Attendance saved successfully!')).toBeInTheDocument();
  });

  it('marks everyone present again with one button', async () => {
    const { user, onSave } = renderEditor();
    await user.click(choice('Arun Das', 'Absent'));
    await user.click(choice('Bela Rao', 'Excused'));
    await user.click(screen.getByRole('button', { name: 'Mark all present' }));
    expect(choice('Arun Das', 'Present')).toBeChecked();
    expect(choice('Bela Rao', 'Present')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save attendance' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ marks: [] }));
  });

  it('shows a 422 about a mark beside the student the mark was about, and says at the top that nothing was saved', async () => {
    const onSaved = vi.fn();
    const { user } = renderEditor({
      onSaved,
      onSave: () => Promise.reject(refusal({ 'marks.0.student_id': ['This student is not enrolled here.'] })),
    });
    // The body names only Bela, so mark 0 is hers.
    await user.click(choice('Bela Rao', 'Absent'));
    await user.click(screen.getByRole('button', { name: 'Save attendance' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The attendance was not saved:');
    expect(alert).toHaveTextContent('The given data was invalid.');
    expect(rowOf('Bela Rao')).toHaveAccessibleDescription('This student is not enrolled here.');
    expect(rowOf('Arun Das')).not.toHaveAccessibleDescription();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('hands a refused date to the screen that has a date field', async () => {
    const onDateErrors = vi.fn();
    const refused = () => Promise.reject(refusal({ date: ['Not a working day.'] }));
    const { user } = renderEditor({ onSave: refused, onDateErrors });
    await user.click(screen.getByRole('button', { name: 'Save attendance' }));
    await waitFor(() => expect(onDateErrors).toHaveBeenCalledWith(['Not a working day.']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refused date at the top when the screen has no date field', async () => {
    const { user } = renderEditor({
      onSave: () => Promise.reject(refusal({ date: ['Not a working day.'] })),
    });
    await user.click(screen.getByRole('button', { name: 'Save attendance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not a working day.');
  });

  it('says in a toast why a save failed for any other reason', async () => {
    const { user } = renderEditor({
      onSave: () => Promise.reject(new ApiError('You do not have permission.', 403)),
    });
    await user.click(screen.getByRole('button', { name: 'Save attendance' }));
    expect(await toasts().findByText('You do not have permission.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is read-only when not editable: why, who took and corrected it, the marks and notes without controls', () => {
    renderEditor({
      editableHint: 'You can correct it until tonight.',
      register: register({
        editable: false,
        taken: true,
        taken_by: { id: 50, name: 'Kavya Menon' },
        taken_at: '2026-11-24T03:40:00.000Z',
        updated_by: { id: 7, name: 'Ravi Kumar' },
        updated_at: '2026-11-24T05:00:00.000Z',
        students: [
          { ...student(11, 'Arun Das', '1'), status: 'absent', note: 'Fever' },
          student(12, 'Bela Rao', '2'),
        ],
      }),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Only the office can change it.');
    expect(screen.queryByText('You can correct it until tonight.')).not.toBeInTheDocument();
    expect(
      screen.getByText(/^Taken by Kavya Menon at .*Last corrected by Ravi Kumar at/),
    ).toBeInTheDocument();
    expect(choice('Arun Das', 'Absent')).toBeChecked();
    expect(choice('Arun Das', 'Present')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Note for Arun Das' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Add a note for Bela Rao' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all present' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save attendance' })).not.toBeInTheDocument();
    expect(screen.getByText('1 present, 1 absent, 0 late, 0 excused')).toBeInTheDocument();
  });

  it('says when no student is enrolled, with nothing to save', () => {
    renderEditor({ register: register({ students: [] }) });
    expect(screen.getByText('No student is enrolled in this section this year.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save attendance' })).not.toBeInTheDocument();
  });
});
