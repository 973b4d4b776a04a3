import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useExportSections } from '../api/export-sections';
import { sectionFilterQuery, type SectionFilters } from '../filters';

/** Downloads the CSV of every section the current search and class filter match. */
export function ExportSectionsButton({ search, filters }: { search: string; filters: SectionFilters }) {
  const exportSections = useExportSections();
  return (
    <Button
      variant="secondary"
      busy={exportSections.isPending}
      onClick={() =>
        exportSections.mutate(sectionFilterQuery(search, filters), {
          onError: (error) => toast.error(messageOf(error, 'Failed to export sections')),
        })
      }
    >
      <Download aria-hidden="true" className="size-4" />
      Export Sections
    </Button>
  );
}
