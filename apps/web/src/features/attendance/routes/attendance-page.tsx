import type { AttendanceDayRow } from '@school/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { messageOf } from '@/lib/api-error';
import { platformToday } from '@/lib/platform-day';
import { toast } from '@/lib/toast';
import { useDialogState } from '@/lib/use-dialog-state';
import { useAttendanceDay } from '../api/get-attendance-day';
import { attendanceDayColumns } from '../components/attendance-day-columns';
import { AttendanceDayToolbar } from '../components/attendance-day-toolbar';
import { AttendanceReport } from '../components/attendance-report';
import { AttendanceStatCards } from '../components/attendance-stat-cards';
import { RegisterDialog } from '../components/register-dialog';

/** As every list: 15 rows a page. */
const PER_PAGE = 15;

/**
 * The school's attendance: a date (today by default, the platform's day) with every section's
 * register, taken or not, each opened to take or correct it; below, the report of a range.
 */
export function AttendancePage() {
  const { t } = useTranslation('attendance');
  const [date, setDate] = useState(platformToday);
  const [classId, setClassId] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const day = useAttendanceDay({ date, class_id: classId, page, per_page: PER_PAGE });
  const dialogs = useDialogState<AttendanceDayRow>();
  const { opener } = dialogs;
  const columns = useMemo(() => attendanceDayColumns(t, opener), [t, opener]);
  useEffect(() => {
    if (day.error) toast.error(messageOf(day.error, t('errors.day')));
  }, [day.error, t]);

  return (
    <div className="space-y-6">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <section aria-labelledby="attendance-day-heading" className="space-y-4">
        <h2 id="attendance-day-heading" className="text-lg font-semibold text-slate-900">
          {t('day.heading')}
        </h2>
        <AttendanceDayToolbar
          date={date}
          onDateChange={(next) => {
            setDate(next);
            setPage(1);
          }}
          classId={classId}
          onClassChange={(next) => {
            setClassId(next);
            setPage(1);
          }}
        />
        {day.data && !day.data.school_day && (
          <p className="text-sm text-amber-800">{t('day.not_school_day')}</p>
        )}
        <AttendanceStatCards summary={day.data?.summary} failed={day.isError && !day.data} />
        <DataTable
          caption={t('day.table')}
          columns={columns}
          rows={day.data?.sections ?? []}
          rowKey={(row) => row.section_id}
          loading={day.isPending}
          emptyText={t('day.empty')}
        />
        <Pagination
          label={t('day.pages')}
          page={page}
          pagination={day.data?.pagination}
          shown={day.data?.sections.length ?? 0}
          onPageChange={setPage}
        />
      </section>
      <AttendanceReport />
      {dialogs.dialog && (
        <RegisterDialog
          section={dialogs.dialog}
          date={date}
          onClose={dialogs.close}
          onCloseAutoFocus={dialogs.restoreFocus}
        />
      )}
    </div>
  );
}
