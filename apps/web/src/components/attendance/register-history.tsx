import type { AttendanceRegister } from '@school/contract';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';

interface RegisterHistoryProps {
  register: AttendanceRegister;
  readOnlyReason: string;
  editableHint: string | undefined;
}

/**
 * Whether the register was taken, by whom and when (and who corrected it last), then why it cannot
 * be changed or until when it can: the reason is the screen's, as who may still change it differs.
 */
export function RegisterHistory({ register, readOnlyReason, editableHint }: RegisterHistoryProps) {
  const { t } = useTranslation();
  const corrected =
    register.updated_at !== null && register.updated_by !== null && register.updated_at !== register.taken_at;
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p>
        {register.taken
          ? t('attendance_register.taken_by', {
              // A taker whose account is gone is a dash, not "not taken".
              name: register.taken_by?.name ?? '—',
              time: formatDateTime(register.taken_at),
            })
          : t('attendance_register.not_taken')}
        {corrected && (
          <>
            {' '}
            {t('attendance_register.updated_by', {
              name: register.updated_by?.name ?? '',
              time: formatDateTime(register.updated_at),
            })}
          </>
        )}
      </p>
      {register.editable ? (
        editableHint && <p>{editableHint}</p>
      ) : (
        <p role="status" className="flex gap-2 rounded-md bg-amber-50 p-3 text-amber-900">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {readOnlyReason}
        </p>
      )}
    </div>
  );
}
