import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('school-dashboard');
  const columns = useMemo(() => activityColumns(t), [t]);
  const [page, setPage] = useState(1);
  const activities = useActivities({ page, per_page: PER_PAGE });
  useEffect(() => {
    if (activities.error) toast.error(messageOf(activities.error, t('activities.fetch_failed')));
  }, [activities.error, t]);
  const rows = activities.isError ? [] : (activities.data?.activities ?? []);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('activities.all_title')}
      description={t('activities.all_description')}
      size="xl"
    >
      <DataTable
        caption={t('activities.all_title')}
        columns={columns}
        rows={rows}
        rowKey={(a) => a.id}
        loading={activities.isPending}
        emptyText={t('activities.empty')}
      />
      <Pagination
        page={page}
        pagination={activities.isError ? undefined : activities.data?.pagination}
        shown={rows.length}
        onPageChange={setPage}
        label={t('activities.pages')}
      />
    </Modal>
  );
}
