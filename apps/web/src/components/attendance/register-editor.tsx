import type { AttendanceRegister, AttendanceSaveValues } from '@school/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { ApiResult } from '@/lib/api-client';
import { ApiError, messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { allPresent, countOf, marksOf, saveBodyOf, type Mark } from './register-marks';
import { RegisterHistory } from './register-history';
import { RegisterStudentRow } from './register-student-row';
import { saveErrorsOf } from './save-errors';

interface RegisterEditorProps {
  register: AttendanceRegister;
  /** Sends the marks through the screen's own route (the teacher's or the administrator's). */
  onSave: (body: AttendanceSaveValues) => Promise<ApiResult<AttendanceRegister>>;
  /** After the server took the save, with the register as saved. */
  onSaved?: (saved: AttendanceRegister) => void;
  /** Why this reader cannot change the register, shown when it is not editable. */
  readOnlyReason: string;
  /** Until when it can be changed, shown while it is editable, where the screen knows it. */
  editableHint?: string;
  /** Where the screen has a date field, a 422 on the date is shown beside it; else at the top. */
  onDateErrors?: (messages: string[]) => void;
  /** The id of the heading that names the register. */
  labelledBy?: string;
}

/**
 * The register of one section and date, marked and saved whole: who took it and when, every
 * student present until marked otherwise (one tap each), a note opened on demand, the figures and
 * Save kept at the bottom of the screen, and the server's refusal shown beside the student it is
 * about. Read-only when the register is not editable for this reader.
 */
export function RegisterEditor({
  register,
  onSave,
  onSaved,
  readOnlyReason,
  editableHint,
  onDateErrors,
  labelledBy,
}: RegisterEditorProps) {
  const { t } = useTranslation();
  const [marks, setMarks] = useState(() => marksOf(register));
  const [studentErrors, setStudentErrors] = useState<ReadonlyMap<number, string[]>>(new Map());
  const [topErrors, setTopErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const readOnly = !register.editable;
  const counts = countOf(marks);

  const setMark = (studentId: number, mark: Mark) =>
    setMarks((current) => new Map(current).set(studentId, mark));

  const showRefusal = (error: unknown, body: AttendanceSaveValues) => {
    if (!(error instanceof ApiError) || error.status !== 422) {
      toast.error(messageOf(error, t('attendance_register.save_failed')));
      return;
    }
    const { byStudent, date, elsewhere } = saveErrorsOf(error.fieldErrors, body);
    setStudentErrors(byStudent);
    if (date.length > 0 && onDateErrors) {
      onDateErrors(date);
      return;
    }
    // Each student's own messages are beside them; the top says the save failed and why.
    const top = [...(byStudent.size > 0 ? [error.message] : []), ...date, ...elsewhere];
    setTopErrors(top.length > 0 ? top : [error.message]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = saveBodyOf(register, marks);
    setStudentErrors(new Map());
    setTopErrors([]);
    setSaving(true);
    try {
      const saved = await onSave(body);
      toast.success(saved.message ?? t('attendance_register.saved'));
      onSaved?.(saved.data);
    } catch (error) {
      showRefusal(error, body);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="space-y-3">
      <RegisterHistory register={register} readOnlyReason={readOnlyReason} editableHint={editableHint} />
      {register.students.length === 0 ? (
        <p className="text-sm text-slate-600">{t('attendance_register.no_students')}</p>
      ) : (
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-labelledby={labelledBy}
          className="space-y-3"
        >
          {topErrors.length > 0 && (
            <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              <p className="font-medium">{t('attendance_register.errors_title')}</p>
              <p>{topErrors.join(' ')}</p>
            </div>
          )}
          {!readOnly && (
            <Button
              variant="secondary"
              className="min-h-11 w-full sm:w-auto"
              onClick={() => setMarks((current) => allPresent(current))}
            >
              {t('attendance_register.mark_all_present')}
            </Button>
          )}
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
            {register.students.map((student) => (
              <RegisterStudentRow
                key={student.student_id}
                student={student}
                mark={marks.get(student.student_id) ?? { status: 'present', note: '' }}
                onChange={(mark) => setMark(student.student_id, mark)}
                readOnly={readOnly}
                errors={studentErrors.get(student.student_id) ?? []}
              />
            ))}
          </ul>
          {/* At the bottom of the screen while marking: the figures so far and Save, under the thumb. */}
          <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 sm:mx-0 sm:rounded-lg sm:border">
            <p aria-live="polite" className="min-w-0 flex-1 text-sm text-slate-700">
              {t('attendance_register.summary', counts)}
            </p>
            {!readOnly && (
              <Button type="submit" busy={saving} className="min-h-11 w-full sm:w-auto">
                {t('attendance_register.save')}
              </Button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
