import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useExportRoles } from '../api/export-roles';
import { roleFilterQuery, type RoleFilters } from '../filters';

/** Downloads the CSV of every role the current search and filters match. */
export function ExportRolesButton({ search, filters }: { search: string; filters: RoleFilters }) {
  const exportRoles = useExportRoles();
  return (
    <Button
      variant="secondary"
      busy={exportRoles.isPending}
      onClick={() =>
        exportRoles.mutate(roleFilterQuery(search, filters), {
          onError: (error) => toast.error(messageOf(error, 'Failed to export roles')),
        })
      }
    >
      <Download aria-hidden="true" className="size-4" />
      Export
    </Button>
  );
}
