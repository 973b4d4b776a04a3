import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useExportStudents } from '../api/export-students';
import { studentFilterQuery, type StudentFilters } from '../filters';

/** Downloads the CSV of every student the current search and filters match. */
export function ExportStudentsButton({ search, filters }: { search: string; filters: StudentFilters }) {
  const { t } = useTranslation('students');
  const exportStudents = useExportStudents();
  return (
    <Button
      variant="secondary"
      busy={exportStudents.isPending}
      onClick={() =>
        exportStudents.mutate(studentFilterQuery(search, filters), {
          onError: (error) => toast.error(messageOf(error, t('errors.export'))),
        })
      }
    >
      <Download aria-hidden="true" className="size-4" />
      {t('export.button')}
    </Button>
  );
}
