import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useExportAcademicYears } from '../api/export-academic-years';
import { academicYearFilterQuery } from '../filters';

/** Downloads the CSV of every academic year the current search matches. */
export function ExportAcademicYearsButton({ search }: { search: string }) {
  const exportYears = useExportAcademicYears();
  return (
    <Button
      variant="secondary"
      busy={exportYears.isPending}
      onClick={() =>
        exportYears.mutate(academicYearFilterQuery(search), {
          onError: (error) => toast.error(messageOf(error, 'Failed to export academic years')),
        })
      }
    >
      <Download aria-hidden="true" className="size-4" />
      Export Years
    </Button>
  );
}
