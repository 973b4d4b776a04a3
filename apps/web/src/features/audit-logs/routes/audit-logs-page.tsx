import type { AuditLog } from '@school/contract';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ListSection } from '@/components/ui/list-section';
import { PageHeader } from '@/components/ui/page-header';
import { messageOf } from '@/lib/api-error';
import { platformZoneName } from '@/lib/platform-day';
import { toast } from '@/lib/toast';
import { Can } from '@/lib/use-access';
import { useDialogState } from '@/lib/use-dialog-state';
import { useFailureToast } from '@/lib/use-failure-toast';
import { useListPage } from '@/lib/use-list-page';
import { useListParams } from '@/lib/use-list-params';
import { FETCH_AUDIT_ACTIVITY_FAILED, useAuditActivity } from '../api/get-audit-activity';
import { FETCH_AUDIT_LOGS_FAILED, useAuditLogs } from '../api/get-audit-logs';
import { auditKeys } from '../api/keys';
import { auditColumns } from '../components/audit-columns';
import { AuditCharts } from '../components/audit-charts';
import { AuditLogDetailsModal } from '../components/audit-log-details-modal';
import { AuditStatCards } from '../components/audit-stat-cards';
import { AuditToolbar } from '../components/audit-toolbar';
import { ExportAuditLogsButton } from '../components/export-audit-logs-button';
import { AUDIT_FILTER_DEFAULTS, AUDIT_SORT_OPTIONS, auditFilterQuery } from '../filters';

/** Spec 01 section 9: 15 rows a page; the activity window is 30 days. */
const PER_PAGE = 15;
const ACTIVITY_DAYS = 30;

/** /superadmin/audit-logs: who did what, when and from where, newest first. */
export function AuditLogsPage() {
  const { t } = useTranslation('audit-logs');
  const list = useListParams(AUDIT_FILTER_DEFAULTS, AUDIT_SORT_OPTIONS);
  const filterQuery = auditFilterQuery(list.search, list.filters);
  const logs = useAuditLogs({ page: list.page, per_page: PER_PAGE, ...filterQuery });
  const activity = useAuditActivity(ACTIVITY_DAYS);
  const details = useDialogState<AuditLog>();
  const { opener: detailsOpener } = details;
  const columns = useMemo(() => auditColumns(detailsOpener, t), [detailsOpener, t]);
  const { rows, pagination } = useListPage(logs, (data) => data.logs, t(FETCH_AUDIT_LOGS_FAILED), list);

  useFailureToast(activity, t(FETCH_AUDIT_ACTIVITY_FAILED));

  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await queryClient.refetchQueries({ queryKey: auditKeys.all, type: 'active' }, { throwOnError: true });
      toast.success(t('toast.refreshed'));
    } catch (error) {
      toast.error(messageOf(error, t(FETCH_AUDIT_LOGS_FAILED)));
    } finally {
      setRefreshing(false);
    }
  };

  const filtered = Object.values(filterQuery).some((value) => value !== undefined);
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('page.title')}
        description={t('page.description', { zone: platformZoneName() })}
        actions={
          <>
            <Button variant="secondary" busy={refreshing} onClick={() => void refresh()}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('page.refresh')}
            </Button>
            <Can permission="audit_export">
              <ExportAuditLogsButton filters={filterQuery} />
            </Can>
          </>
        }
      />
      {/* undefined while loading, null after a failed load: the figures then say which it is. */}
      <AuditStatCards activity={activity.isError ? null : activity.data} />
      <AuditCharts activity={activity.isError ? null : activity.data} />
      <ListSection
        name={t('list.name')}
        toolbar={<AuditToolbar list={list} present={activity.data?.events_by_type} />}
        columns={columns}
        rows={rows}
        rowKey={(log) => log.id}
        loading={logs.isPending}
        page={list.page}
        pagination={pagination}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
        // The trail is always written (spec 01 9 has a "not configured" text for a trail that is
        // off): with no filter, zero rows mean nothing has been recorded yet.
        emptyText={filtered ? t('list.empty_filtered') : t('list.empty')}
      />
      <AuditLogDetailsModal
        log={details.dialog}
        onClose={details.close}
        onCloseAutoFocus={details.restoreFocus}
      />
    </div>
  );
}
