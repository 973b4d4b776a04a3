import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useExportParents } from '../api/export-parents';
import { parentFilterQuery, type ParentFilters } from '../filters';

/** Downloads the CSV of every parent the current search and relationship filter match. */
export function ExportParentsButton({ search, filters }: { search: string; filters: ParentFilters }) {
  const exportParents = useExportParents();
  return (
    <Button
      variant="secondary"
      busy={exportParents.isPending}
      onClick={() =>
        exportParents.mutate(parentFilterQuery(search, filters), {
          onError: (error) => toast.error(messageOf(error, 'Failed to export parents')),
        })
      }
    >
      <Download aria-hidden="true" className="size-4" />
      Export Parents
    </Button>
  );
}
