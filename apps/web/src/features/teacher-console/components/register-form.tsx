import type { AttendanceRegister } from '@school/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError, messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useSaveAttendanceRegister } from '../api/save-attendance-register';
import { allPresent, countOf, marksOf, saveBodyOf, type Mark } from '../register-marks';
import { RegisterStudentRow } from './register-student-row';

interface RegisterFormProps {
  register: AttendanceRegister;
  /** A 422 on the date goes beside the date field. */
  onDateErrors: (messages: string[]) => void;
}

/** `marks.3.note` -> 3: the position of the mark in the body sent. */
const MARK_FIELD = /^marks\.(\d+)\./;

/**
 * The register of one section and date, marked by the teacher and saved whole. Drawn again from
 * the saved answer (its key changes), so what shows is what the server holds.
 */
export function RegisterForm({ register, onDateErrors }: RegisterFormProps) {
  const { t } = useTranslation('teacher-console');
  const [marks, setMarks] = useState(() => marksOf(register));
  const [studentErrors, setStudentErrors] = useState<ReadonlyMap<number, string[]>>(new Map());
  const [topErrors, setTopErrors] = useState<string[]>([]);
  const save = useSaveAttendanceRegister();
  const readOnly = !register.editable;
  const counts = countOf(marks);

  const setMark = (studentId: number, mark: Mark) =>
    setMarks((current) => new Map(current).set(studentId, mark));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = saveBodyOf(register, marks);
    setStudentErrors(new Map());
    setTopErrors([]);
    save.mutate(
      { sectionId: register.section_id, date: register.date, body },
      {
        onSuccess: ({ message }) => toast.success(message ?? t('attendance.saved')),
        onError: (error) => {
          if (!(error instanceof ApiError) || error.status !== 422) {
            toast.error(messageOf(error, t('attendance.save_failed')));
            return;
          }
          const { date, ...rest } = error.fieldErrors;
          const byStudent = new Map<number, string[]>();
          const elsewhere: string[] = [];
          for (const [field, messages] of Object.entries(rest)) {
            const index = MARK_FIELD.exec(field)?.[1];
            const studentId = index === undefined ? undefined : body.marks[Number(index)]?.student_id;
            if (studentId === undefined) elsewhere.push(...messages);
            else byStudent.set(studentId, [...(byStudent.get(studentId) ?? []), ...messages]);
          }
          setStudentErrors(byStudent);
          // Each student's own messages are beside them; the top says the save failed and why.
          setTopErrors(date ? [] : [...(byStudent.size > 0 ? [error.message] : []), ...elsewhere]);
          if (date) onDateErrors(date);
          else if (byStudent.size === 0 && elsewhere.length === 0) setTopErrors([error.message]);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="register-title" className="space-y-3">
      {topErrors.length > 0 && (
        <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">{t('attendance.errors_title')}</p>
          <p>{topErrors.join(' ')}</p>
        </div>
      )}
      {!readOnly && (
        <Button
          variant="secondary"
          className="min-h-11 w-full sm:w-auto"
          onClick={() => setMarks((current) => allPresent(current))}
        >
          {t('attendance.mark_all_present')}
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
          {t('attendance.summary', counts)}
        </p>
        {!readOnly && (
          <Button type="submit" busy={save.isPending} className="min-h-11 w-full sm:w-auto">
            {t('attendance.save')}
          </Button>
        )}
      </div>
    </form>
  );
}
