import { useEffect, useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/modal';
import { Pagination } from '@/components/ui/pagination';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useActivities } from '../api/get-activities';
import { activityColumns } from './activity-columns';

/** Spec 02 section 9: 15 rows a page. */
const PER_PAGE = 15;

interface ActivityLogModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** View All: every audit entry of the school, newest first, a page at a time. */
export function ActivityLogModal({ open, onOpenChange, onCloseAutoFocus }: ActivityLogModalProps) {
  const [page, setPage] = useState(1);
  const activities = useActivities({ page, per_page: PER_PAGE });
  useEffect(() => {
    if (activities.error) toast.error(messageOf(activities.error, 'Failed to fetch activities'));
  }, [activities.error]);
  const rows = activities.isError ? [] : (activities.data?.activities ?? []);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="All Activities"
      description="Everything done in your school's console, newest first."
      size="xl"
    >
      <DataTable
        caption="All Activities"
        columns={activityColumns}
        rows={rows}
        rowKey={(a) => a.id}
        loading={activities.isPending}
        emptyText="No activity yet"
      />
      <Pagination
        page={page}
        pagination={activities.isError ? undefined : activities.data?.pagination}
        shown={rows.length}
        onPageChange={setPage}
        label="Activity pages"
      />
    </Modal>
  );
}
