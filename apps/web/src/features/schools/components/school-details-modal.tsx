import type { School } from '@school/contract';
import { useEffect } from 'react';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-error';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useSchool } from '../api/get-school';
import { useSchoolStats } from '../api/get-school-stats';
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
  const fresh = useSchool(row.id);
  const stats = useSchoolStats(row.id);
  const failure = fresh.error ?? stats.error;
  useEffect(() => {
    if (failure) toast.error(messageOf(failure, 'Failed to fetch school details'));
  }, [failure]);

  const school = fresh.data ?? row;
  const admin = school.admins[0];
  // Without fresh figures the counts of the listed row stand in.
  const figure = (fromStats: number | undefined, fromRow?: number) =>
    stats.isPending ? <Spinner label="Loading figures" className="size-4" /> : (fromStats ?? fromRow);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="School Details"
      size="lg"
    >
      <div className="space-y-6">
        <DetailsList
          items={[
            { label: 'Name', value: school.name },
            { label: 'Code', value: school.code },
            { label: 'Board', value: school.board },
            { label: 'Status', value: <SchoolStatusBadge school={school} /> },
            { label: 'Email', value: school.email },
            { label: 'Phone', value: school.phone },
            { label: 'Address line 1', value: school.address_line1 },
            { label: 'Address line 2', value: school.address_line2 },
            { label: 'City', value: school.city },
            { label: 'State', value: school.state },
            { label: 'Country', value: school.country },
            { label: 'Postal code', value: school.postal_code },
            { label: 'Created', value: formatDateTime(school.created_at) },
            { label: 'Last updated', value: formatDateTime(school.updated_at) },
          ]}
        />
        <section aria-labelledby="school-figures-heading">
          <h3 id="school-figures-heading" className="mb-3 font-medium text-slate-900">
            Figures
          </h3>
          <DetailsList
            items={[
              { label: 'Students', value: figure(stats.data?.students.total, school.students_count) },
              { label: 'Active students', value: figure(stats.data?.students.active) },
              { label: 'Teachers', value: figure(stats.data?.teachers.total, school.teachers_count) },
            ]}
          />
        </section>
        <section aria-labelledby="school-admin-heading">
          <h3 id="school-admin-heading" className="mb-3 font-medium text-slate-900">
            School admin
          </h3>
          {admin ? (
            <DetailsList
              items={[
                { label: 'Name', value: admin.user.name },
                { label: 'Email', value: admin.user.email },
                { label: 'Designation', value: admin.designation },
                { label: 'Joining date', value: formatDate(admin.joining_date) },
              ]}
            />
          ) : (
            <p className="text-sm text-slate-600">Not assigned</p>
          )}
        </section>
      </div>
    </Modal>
  );
}
