import { ATTENDANCE_NOTE_MAX, type AttendanceRegister, type AttendanceStatus } from '@school/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useSaveRegister } from '../api/save-register';
import { StatusChoice } from './status-choice';

interface Entry {
  status: AttendanceStatus;
  note: string;
}

const entriesOf = (register: AttendanceRegister) =>
  new Map<number, Entry>(
    register.students.map((s) => [s.student_id, { status: s.status, note: s.note ?? '' }]),
  );

/**
 * A section's register of a day: every enrolled student with their mark, Present unless changed;
 * Save sends the students who were not simply present (or have a note), as the API takes them.
 */
export function RegisterForm({ register, onSaved }: { register: AttendanceRegister; onSaved: () => void }) {
  const { t } = useTranslation('attendance');
  const [entries, setEntries] = useState(() => entriesOf(register));
  const save = useSaveRegister();
  const set = (studentId: number, change: Partial<Entry>) =>
    setEntries((current) => new Map(current).set(studentId, { ...current.get(studentId)!, ...change }));
  const allPresent = () =>
    setEntries(
      (current) => new Map([...current].map(([id, entry]) => [id, { ...entry, status: 'present' }])),
    );

  const submit = () => {
    const marks = [...entries]
      .map(([student_id, entry]) => ({ student_id, status: entry.status, note: entry.note.trim() || null }))
      .filter((mark) => mark.status !== 'present' || mark.note !== null);
    save.mutate(
      { sectionId: register.section_id, date: register.date, input: { marks } },
      {
        onSuccess: () => {
          toast.success(t('register.saved'));
          onSaved();
        },
        onError: (error) => toast.error(messageOf(error, t('errors.save'))),
      },
    );
  };

  if (register.students.length === 0)
    return <p className="text-sm text-slate-600">{t('register.no_students')}</p>;
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="text-sm text-slate-600">
        {register.taken
          ? t('register.taken_by', {
              name: register.updated_by?.name ?? register.taken_by?.name ?? '—',
              when: formatDateTime(register.updated_at ?? register.taken_at),
            })
          : t('register.not_taken')}
      </p>
      {register.editable ? (
        <Button type="button" variant="secondary" size="sm" onClick={allPresent}>
          {t('register.all_present')}
        </Button>
      ) : (
        <p className="text-sm text-slate-600">{t('register.read_only')}</p>
      )}
      {/* A reader without attendance_update sees the marks, not controls that would be refused. */}
      <fieldset disabled={!register.editable} className="min-w-0">
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {register.students.map((student) => {
            const entry = entries.get(student.student_id)!;
            return (
              <li key={student.student_id} className="px-3 py-2">
                <fieldset className="space-y-2">
                  <legend className="text-sm font-medium text-slate-900">
                    {student.name}
                    <span className="ml-2 text-xs font-normal text-slate-500">
                      {student.roll_no === null
                        ? student.admission_no
                        : t('register.roll_no', { roll: student.roll_no })}
                    </span>
                  </legend>
                  <StatusChoice
                    name={`status-${student.student_id}`}
                    value={entry.status}
                    onChange={(status) => set(student.student_id, { status })}
                  />
                  <input
                    type="text"
                    aria-label={t('register.note_label', { name: student.name })}
                    placeholder={t('register.note_placeholder')}
                    maxLength={ATTENDANCE_NOTE_MAX}
                    value={entry.note}
                    onChange={(event) => set(student.student_id, { note: event.target.value })}
                    className="block w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-900 placeholder:text-slate-500"
                  />
                </fieldset>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {register.editable && (
        <div className="flex justify-end">
          <Button type="submit" busy={save.isPending}>
            {t('register.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
