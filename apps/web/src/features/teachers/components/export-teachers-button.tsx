import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useExportTeachers } from '../api/export-teachers';
import { teacherFilterQuery, type TeacherFilters } from '../filters';

/** Downloads the CSV of every teacher the current search and filters match. */
export function ExportTeachersButton({ search, filters }: { search: string; filters: TeacherFilters }) {
  const { t } = useTranslation('teachers');
  const exportTeachers = useExportTeachers();
  return (
    <Button
      variant="secondary"
      busy={exportTeachers.isPending}
      onClick={() =>
        exportTeachers.mutate(teacherFilterQuery(search, filters), {
          onError: (error) => toast.error(messageOf(error, t('toast.export_failed'))),
        })
      }
    >
      <Download aria-hidden="true" className="size-4" />
      {t('page.export')}
    </Button>
  );
}
