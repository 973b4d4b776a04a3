import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { EXPORT_AUDIT_LOGS_FAILED, useExportAuditLogs } from '../api/export-audit-logs';
import type { AuditLogFilterQuery } from '../api/keys';

/** Downloads the CSV of every entry the current search and filters match. */
export function ExportAuditLogsButton({ filters }: { filters: AuditLogFilterQuery }) {
  const { t } = useTranslation(['audit-logs', 'common']);
  const exportLogs = useExportAuditLogs();
  return (
    <Button
      variant="secondary"
      busy={exportLogs.isPending}
      onClick={() =>
        exportLogs.mutate(filters, {
          onError: (error) => toast.error(messageOf(error, t(EXPORT_AUDIT_LOGS_FAILED))),
        })
      }
    >
      <Download aria-hidden="true" className="size-4" />
      {t('common:actions.export')}
    </Button>
  );
}
