import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useExportRoles } from '../api/export-roles';
import { roleFilterQuery, type RoleFilters } from '../filters';

/** Downloads the CSV of every role the current search and filters match. */
export function ExportRolesButton({ search, filters }: { search: string; filters: RoleFilters }) {
  const { t } = useTranslation(['roles', 'common']);
  const exportRoles = useExportRoles();
  return (
    <Button
      variant="secondary"
      busy={exportRoles.isPending}
      onClick={() =>
        exportRoles.mutate(roleFilterQuery(search, filters), {
          onError: (error) => toast.error(messageOf(error, t('export.failed'))),
        })
      }
    >
      <Download aria-hidden="true" className="size-4" />
      {t('common:actions.export')}
    </Button>
  );
}
