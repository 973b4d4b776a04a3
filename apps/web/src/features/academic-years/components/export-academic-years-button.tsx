import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useExportAcademicYears } from '../api/export-academic-years';
import { academicYearFilterQuery } from '../filters';

/** Downloads the CSV of every academic year the current search matches. */
export function ExportAcademicYearsButton({ search }: { search: string }) {
  const { t } = useTranslation('academic-years');
  const exportYears = useExportAcademicYears();
  return (
    <Button
      variant="secondary"
      busy={exportYears.isPending}
      onClick={() =>
        exportYears.mutate(academicYearFilterQuery(search), {
          onError: (error) => toast.error(messageOf(error, t('errors.export'))),
        })
      }
    >
      <Download aria-hidden="true" className="size-4" />
      {t('page.export')}
    </Button>
  );
}
