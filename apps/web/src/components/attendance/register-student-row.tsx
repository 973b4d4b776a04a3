import { ATTENDANCE_NOTE_MAX, ATTENDANCE_STATUSES, type RegisterStudent } from '@school/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import type { Mark } from './register-marks';
import { STATUS_TONES } from './status-tones';

/** The choices not taken are plain, so the one chosen stands out in its status's colour. */
const UNCHOSEN = 'border-slate-300 bg-white text-slate-800';

interface RegisterStudentRowProps {
  student: RegisterStudent;
  mark: Mark;
  onChange: (mark: Mark) => void;
  readOnly: boolean;
  /** The server's messages about this student's mark (a 422). */
  errors: readonly string[];
}

/**
 * One student: four segmented choices, one tap each and large enough for a thumb (radio buttons,
 * so arrows move between them), and a note opened on demand.
 */
export function RegisterStudentRow({ student, mark, onChange, readOnly, errors }: RegisterStudentRowProps) {
  const { t } = useTranslation();
  const [noteOpen, setNoteOpen] = useState(mark.note !== '');
  // Opened by its button, the note takes the focus; one shown because it was saved does not.
  const focusNote = useRef(false);
  const noteInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (noteOpen && focusNote.current) noteInput.current?.focus();
    focusNote.current = false;
  }, [noteOpen]);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <li className="space-y-2 p-3 sm:p-4">
      <fieldset aria-describedby={errors.length > 0 ? errorId : undefined}>
        <legend className="flex w-full items-center gap-3">
          <Avatar name={student.name} pictureUrl={student.photo_url} className="size-9 shrink-0 text-sm" />
          <span className="min-w-0 flex-1">
            <span className="block font-medium text-slate-900 [overflow-wrap:anywhere]">{student.name}</span>
            <span className="block text-xs text-slate-600">
              {student.roll_no === null
                ? t('attendance_register.admission_no', { value: student.admission_no })
                : t('attendance_register.roll_no', { value: student.roll_no })}
            </span>
          </span>
        </legend>
        <div className="mt-2 grid grid-cols-4 gap-1">
          {ATTENDANCE_STATUSES.map((status) => (
            <label key={status} className="min-w-0">
              <input
                type="radio"
                name={`${id}-status`}
                value={status}
                checked={mark.status === status}
                disabled={readOnly}
                onChange={() => onChange({ ...mark, status })}
                className="peer sr-only"
              />
              <span
                className={`flex min-h-11 cursor-pointer items-center justify-center rounded-md border px-1 text-center text-sm leading-tight font-medium [overflow-wrap:anywhere] peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-1 peer-disabled:cursor-not-allowed peer-disabled:opacity-70 ${mark.status === status ? STATUS_TONES[status] : UNCHOSEN}`}
              >
                {t(`attendance_register.status.${status}`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {noteOpen ? (
        <div>
          <label htmlFor={`${id}-note`} className="sr-only">
            {t('attendance_register.note_label', { name: student.name })}
          </label>
          <input
            ref={noteInput}
            id={`${id}-note`}
            value={mark.note}
            maxLength={ATTENDANCE_NOTE_MAX}
            readOnly={readOnly}
            placeholder={t('attendance_register.note')}
            onChange={(event) => onChange({ ...mark, note: event.target.value })}
            className="block min-h-11 w-full rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500"
          />
        </div>
      ) : (
        !readOnly && (
          <button
            type="button"
            aria-label={t('attendance_register.add_note_label', { name: student.name })}
            onClick={() => {
              focusNote.current = true;
              setNoteOpen(true);
            }}
            className="min-h-11 rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {t('attendance_register.add_note')}
          </button>
        )
      )}
      {errors.length > 0 && (
        <p id={errorId} className="text-sm text-red-700">
          {errors.join(' ')}
        </p>
      )}
    </li>
  );
}
