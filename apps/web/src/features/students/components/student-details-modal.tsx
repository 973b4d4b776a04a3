import type { Student, StudentDetail } from '@school/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { messageOf } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { Can } from '@/lib/use-access';
import { useStudent } from '../api/get-student';
import { classLabel, placementOf } from '../filters';
import { StudentAttendance } from './student-attendance';
import { StudentStatusBadge } from './student-status-badge';

interface StudentDetailsModalProps {
  /** The row as listed: shown at once, and kept when the fresh copy cannot be loaded. */
  student: Student;
  /** The year looked at: its class and roll number are shown beside the history. */
  yearId?: number | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

function Heading({ children }: { children: string }) {
  return <h3 className="mb-3 text-sm font-semibold text-slate-900">{children}</h3>;
}

export function StudentDetailsModal({
  student: row,
  yearId,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: StudentDetailsModalProps) {
  const { t } = useTranslation('students');
  const fresh = useStudent(row.id, yearId);
  useEffect(() => {
    if (fresh.error) toast.error(messageOf(fresh.error, t('errors.fetch_student')));
  }, [fresh.error, t]);
  const student: Student & Partial<Pick<StudentDetail, 'parents'>> = fresh.data ?? row;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('details.title')}
      size="xl"
    >
      <div className="space-y-6">
        <section aria-label={t('details.personal')}>
          <Heading>{t('details.personal')}</Heading>
          <DetailsList
            items={[
              { label: t('details.name'), value: student.name },
              { label: t('details.email'), value: student.email },
              { label: t('details.phone'), value: student.phone },
              { label: t('details.dob'), value: formatDate(student.dob) },
              { label: t('details.gender'), value: t(`gender.${student.gender}`) },
              { label: t('details.blood_group'), value: student.blood_group },
            ]}
          />
        </section>
        <section aria-label={t('details.academic')}>
          <Heading>{t('details.academic')}</Heading>
          <DetailsList
            items={[
              { label: t('details.admission_no'), value: student.admission_no },
              { label: t('details.roll_no'), value: student.roll_no },
              { label: t('details.class'), value: classLabel(student, t) },
              { label: t('details.admission_date'), value: formatDate(student.admission_date) },
              { label: t('details.status'), value: <StudentStatusBadge status={student.status} /> },
            ]}
          />
          <h4 className="mt-4 mb-2 text-xs font-medium tracking-wide text-slate-500 uppercase">
            {t('details.history_heading')}
          </h4>
          {student.classes.length > 0 ? (
            <ul
              aria-label={t('details.history_label')}
              className="divide-y divide-slate-100 rounded-md border border-slate-200"
            >
              {student.classes.map((e) => (
                <li
                  key={e.academic_year_id}
                  className="flex flex-wrap items-center gap-x-3 px-3 py-2 text-sm"
                >
                  <span className="font-medium text-slate-900">{e.academic_year_name}</span>
                  <span>{placementOf(e)}</span>
                  <span className="text-slate-600">
                    {t('details.history_roll_no', { roll: e.roll_no ?? '—' })}
                  </span>
                  {e.is_current_year && <Badge tone="success">{t('details.current')}</Badge>}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t('details.no_history')}</p>
          )}
        </section>
        <section aria-label={t('details.parents_heading')}>
          <Heading>{t('details.parents_heading')}</Heading>
          {student.parents === undefined ? (
            <p className="text-sm text-slate-600">
              {fresh.isError ? t('details.parents_failed') : t('details.parents_loading')}
            </p>
          ) : student.parents.length > 0 ? (
            <ul
              aria-label={t('details.parents_label')}
              className="divide-y divide-slate-100 rounded-md border border-slate-200"
            >
              {student.parents.map((p) => (
                <li key={p.id} className="px-3 py-2 text-sm">
                  <span className="font-medium text-slate-900">{p.name}</span>{' '}
                  <span className="text-slate-600">({t(`relationship.${p.relationship_type}`)})</span>
                  {p.is_primary && (
                    <>
                      {' '}
                      <Badge tone="info">{t('details.primary')}</Badge>
                    </>
                  )}
                  <span className="block text-xs text-slate-500">
                    {p.email}
                    {p.phone ? ` · ${p.phone}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t('details.no_parents')}</p>
          )}
        </section>
        <Can permission="attendance_view">
          <section aria-label={t('attendance.heading')}>
            <Heading>{t('attendance.heading')}</Heading>
            <StudentAttendance studentId={student.id} />
          </section>
        </Can>
      </div>
    </Modal>
  );
}
