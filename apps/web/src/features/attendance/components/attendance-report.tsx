import { attendanceReportProblems } from '@school/contract';
import { Download } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { formatNumber } from '@/lib/format-number';
import { platformToday } from '@/lib/platform-day';
import { toast } from '@/lib/toast';
import { Can } from '@/lib/use-access';
import { useAttendanceReport } from '../api/get-attendance-report';
import { useClassOptions } from '../api/get-class-options';
import { useSectionOptions } from '../api/get-section-options';
import { useExportAttendanceReport } from '../api/export-attendance-report';
import type { AttendanceReportQuery } from '../api/keys';
import { monthStart } from '../report-dates';
import { reportColumns } from './report-columns';

/** As every list: 15 students a page; the summary is over all of them. */
const PER_PAGE = 15;

/**
 * A date range of a class, or of one of its sections: each student's days and marks, a page at a
 * time, with the CSV of every student. The form checks what the API checks (a forward range of at
 * most a year); a change of the range or the place starts again from the first page.
 */
export function AttendanceReport() {
  const { t } = useTranslation('attendance');
  const today = platformToday();
  const [from, setFrom] = useState(() => monthStart(today));
  const [to, setTo] = useState(today);
  const [classId, setClassId] = useState<number | undefined>();
  const [sectionId, setSectionId] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const classes = useClassOptions();
  const sections = useSectionOptions(classId);
  const query: AttendanceReportQuery = {
    date_from: from,
    date_to: to,
    class_id: classId,
    section_id: sectionId,
  };
  const problems = from && to ? attendanceReportProblems(query) : {};
  const complete = from !== '' && to !== '' && Object.keys(problems).length === 0;
  const report = useAttendanceReport(complete ? { ...query, page, per_page: PER_PAGE } : null);
  const exporter = useExportAttendanceReport();
  const columns = useMemo(() => reportColumns(t), [t]);
  useEffect(() => {
    if (report.error) toast.error(messageOf(report.error, t('errors.report')));
  }, [report.error, t]);
  const summary = report.data?.summary;

  return (
    <section aria-labelledby="attendance-report-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="attendance-report-heading" className="text-lg font-semibold text-slate-900">
          {t('report.heading')}
        </h2>
        <Can permission="attendance_export">
          <Button
            variant="secondary"
            disabled={!complete}
            busy={exporter.isPending}
            onClick={() =>
              exporter.mutate(query, {
                onError: (error) => toast.error(messageOf(error, t('errors.export'))),
              })
            }
          >
            <Download aria-hidden="true" className="size-4" />
            {t('report.export')}
          </Button>
        </Can>
      </div>
      <div className="flex flex-wrap items-start gap-4">
        <TextField
          type="date"
          label={t('report.from')}
          value={from}
          onChange={(event) => {
            setFrom(event.target.value);
            setPage(1);
          }}
          required
          className="w-44"
        />
        <TextField
          type="date"
          label={t('report.to')}
          value={to}
          onChange={(event) => {
            setTo(event.target.value);
            setPage(1);
          }}
          error={problems.date_to?.[0]}
          required
          className="w-44"
        />
        <SelectField
          label={t('report.class')}
          placeholder={t('report.choose_class')}
          value={classId === undefined ? '' : String(classId)}
          options={(classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={(event) => {
            setClassId(event.target.value ? Number(event.target.value) : undefined);
            setSectionId(undefined);
            setPage(1);
          }}
          className="w-48"
        />
        <SelectField
          label={t('report.section')}
          placeholder={t('report.all_sections')}
          value={sectionId === undefined ? '' : String(sectionId)}
          options={(sections.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          onChange={(event) => {
            setSectionId(event.target.value ? Number(event.target.value) : undefined);
            setPage(1);
          }}
          disabled={classId === undefined}
          className="w-40"
        />
      </div>
      {!complete ? (
        <p className="text-sm text-slate-600">{problems.class_id ? t('report.choose') : null}</p>
      ) : (
        <>
          {summary && (
            <p className="text-sm text-slate-700">
              {t('report.summary', {
                count: summary.days,
                present: formatNumber(summary.present),
                absent: formatNumber(summary.absent),
                late: formatNumber(summary.late),
                excused: formatNumber(summary.excused),
                rate: summary.rate === null ? '—' : t('percent', { value: summary.rate }),
              })}
            </p>
          )}
          <DataTable
            caption={t('report.table')}
            columns={columns}
            rows={report.data?.students ?? []}
            rowKey={(row) => row.student_id}
            loading={report.isPending}
            emptyText={t('report.empty')}
          />
          <Pagination
            label={t('report.pages')}
            page={page}
            pagination={report.data?.pagination}
            shown={report.data?.students.length ?? 0}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}
