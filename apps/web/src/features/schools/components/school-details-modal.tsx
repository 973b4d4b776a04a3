import type { School } from '@school/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-error';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { toast } from '@/lib/toast';
import { useSchool } from '../api/get-school';
import { useSchoolStats } from '../api/get-school-stats';
import { boardLabel } from '../options';
import { SchoolStatusBadge } from './school-status-badge';

interface SchoolDetailsModalProps {
  /** The row as listed: shown at once, and kept when the fresh copy cannot be loaded. */
  school: School;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function SchoolDetailsModal({
  school: row,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: SchoolDetailsModalProps) {
  const { t } = useTranslation('schools');
  const fresh = useSchool(row.id);
  const stats = useSchoolStats(row.id);
  const failure = fresh.error ?? stats.error;
  useEffect(() => {
    if (failure) toast.error(messageOf(failure, t('details.fetch_failed')));
  }, [failure, t]);

  const school = fresh.data ?? row;
  const admin = school.admins[0];
  // Without fresh figures the counts of the listed row stand in.
  const figure = (fromStats: number | undefined, fromRow?: number) => {
    if (stats.isPending) return <Spinner label={t('details.loading_figures')} className="size-4" />;
    const value = fromStats ?? fromRow;
    return value === undefined ? undefined : formatNumber(value);
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('details.title')}
      size="lg"
    >
      <div className="space-y-6">
        <DetailsList
          items={[
            { label: t('details.name'), value: school.name },
            { label: t('details.code'), value: school.code },
            { label: t('details.board'), value: boardLabel(school.board) },
            { label: t('details.status'), value: <SchoolStatusBadge school={school} /> },
            { label: t('details.email'), value: school.email },
            { label: t('details.phone'), value: school.phone },
            { label: t('details.address_line1'), value: school.address_line1 },
            { label: t('details.address_line2'), value: school.address_line2 },
            { label: t('details.city'), value: school.city },
            { label: t('details.state'), value: school.state },
            { label: t('details.country'), value: school.country },
            { label: t('details.postal_code'), value: school.postal_code },
            { label: t('details.created'), value: formatDateTime(school.created_at) },
            { label: t('details.last_updated'), value: formatDateTime(school.updated_at) },
          ]}
        />
        <section aria-labelledby="school-figures-heading">
          <h3 id="school-figures-heading" className="mb-3 font-medium text-slate-900">
            {t('details.figures')}
          </h3>
          <DetailsList
            items={[
              {
                label: t('details.students'),
                value: figure(stats.data?.students.total, school.students_count),
              },
              { label: t('details.active_students'), value: figure(stats.data?.students.active) },
              {
                label: t('details.teachers'),
                value: figure(stats.data?.teachers.total, school.teachers_count),
              },
            ]}
          />
        </section>
        <section aria-labelledby="school-admin-heading">
          <h3 id="school-admin-heading" className="mb-3 font-medium text-slate-900">
            {t('details.admin')}
          </h3>
          {admin ? (
            <DetailsList
              items={[
                { label: t('details.admin_name'), value: admin.user.name },
                { label: t('details.admin_email'), value: admin.user.email },
                { label: t('details.designation'), value: admin.designation },
                { label: t('details.joining_date'), value: formatDate(admin.joining_date) },
              ]}
            />
          ) : (
            <p className="text-sm text-slate-600">{t('details.not_assigned')}</p>
          )}
        </section>
      </div>
    </Modal>
  );
}
