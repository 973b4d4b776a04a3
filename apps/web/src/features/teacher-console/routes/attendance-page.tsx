import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RegisterEditor } from '@/components/attendance/register-editor';
import { PageHeader } from '@/components/ui/page-header';
import { ApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { platformToday } from '@/lib/platform-day';
import { useUrlState } from '@/lib/use-url-state';
import { useAttendanceRegister } from '../api/get-attendance-register';
import { useTeachingSections } from '../api/get-teaching-sections';
import { useSaveAttendanceRegister } from '../api/save-attendance-register';
import { RegisterPicker } from '../components/register-picker';
import { lastMinuteBefore } from '../correction-cut-off';

/** `?section=&date=`: the register opened, so the dashboard links to it and a reload keeps it. */
const URL_DEFAULTS = { section: 0, date: '' };

/**
 * Taking attendance: a section and a date (today by default), every student present until
 * marked otherwise, saved whole. After the school's cut-off the register is read-only.
 */
export function AttendancePage() {
  const { t } = useTranslation('teacher-console');
  const today = platformToday();
  const [url, setUrl] = useUrlState(URL_DEFAULTS);
  const sections = useTeachingSections();
  const sectionId = url.section !== 0 ? url.section : (sections.data?.[0]?.section_id ?? null);
  const date = url.date || today;
  const register = useAttendanceRegister(sectionId, date);
  const save = useSaveAttendanceRegister();
  // A date the save was refused for, kept with the register it was about.
  const [saveDateError, setSaveDateError] = useState<{ at: string; message: string } | null>(null);
  const at = `${sectionId}|${date}`;

  const loadError = register.error instanceof ApiError ? register.error : null;
  const dateError =
    (loadError?.status === 422 ? (loadError.fieldErrors.date?.[0] ?? loadError.message) : undefined) ??
    (saveDateError?.at === at ? saveDateError.message : undefined);
  const place = (() => {
    const section = sections.data?.find((s) => s.section_id === sectionId);
    return section ? t('place', { class_name: section.class_name, section_name: section.section_name }) : '';
  })();

  return (
    <div className="space-y-5">
      <PageHeader title={t('attendance.title')} description={t('attendance.description')} />
      {sections.isPending ? (
        <p aria-busy="true" className="text-sm text-slate-600">
          {t('attendance.loading')}
        </p>
      ) : sections.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('attendance.load_failed')}
        </p>
      ) : sections.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('attendance.no_sections')}</p>
      ) : (
        <>
          <RegisterPicker
            sections={sections.data}
            sectionId={sectionId}
            date={date}
            today={today}
            dateError={dateError}
            onSection={(section) => setUrl({ section })}
            onDate={(next) => setUrl({ date: next })}
          />
          <section aria-labelledby="register-title" className="space-y-3">
            <h2 id="register-title" className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">
              {place}
            </h2>
            {register.isPending ? (
              <p aria-busy="true" className="text-sm text-slate-600">
                {t('attendance.loading')}
              </p>
            ) : register.isError ? (
              loadError?.status === 422 ? null : (
                <p role="alert" className="text-sm text-red-700">
                  {loadError?.status === 404 ? t('attendance.not_found') : t('attendance.load_failed')}
                </p>
              )
            ) : (
              <RegisterEditor
                // A new register, or the same one saved again: drawn afresh from what the server holds.
                key={`${at}|${register.data.updated_at ?? ''}`}
                register={register.data}
                onSave={(body) =>
                  save.mutateAsync({ sectionId: register.data.section_id, date: register.data.date, body })
                }
                readOnlyReason={t('attendance.read_only')}
                editableHint={t('attendance.editable_until', {
                  time: formatDateTime(lastMinuteBefore(register.data.editable_until)),
                })}
                onDateErrors={(messages) => setSaveDateError({ at, message: messages.join(' ') })}
                labelledBy="register-title"
              />
            )}
          </section>
        </>
      )}
    </div>
  );
}
