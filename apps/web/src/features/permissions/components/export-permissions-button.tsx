import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useExportPermissions } from '../api/export-permissions';
import { permissionFilterQuery, type PermissionFilters } from '../filters';

/** Downloads the CSV of every permission the current search and module filter match. */
export function ExportPermissionsButton({ search, filters }: { search: string; filters: PermissionFilters }) {
  const { t } = useTranslation('permissions');
  const exportPermissions = useExportPermissions();
  return (
    <Button
      variant="secondary"
      busy={exportPermissions.isPending}
      onClick={() => {
        const { search: term, module } = permissionFilterQuery(search, filters);
        exportPermissions.mutate(
          { search: term, module },
          { onError: (error) => toast.error(messageOf(error, t('export.failed'))) },
        );
      }}
    >
      <Download aria-hidden="true" className="size-4" />
      {t('common:actions.export')}
    </Button>
  );
}
