import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useExportSubjects } from '../api/export-subjects';
import { subjectFilterQuery } from '../filters';

/** Downloads the CSV of every subject the current search matches. */
export function ExportSubjectsButton({ search }: { search: string }) {
  const { t } = useTranslation('subjects');
  const exportSubjects = useExportSubjects();
  return (
    <Button
      variant="secondary"
      busy={exportSubjects.isPending}
      onClick={() =>
        exportSubjects.mutate(subjectFilterQuery(search), {
          onError: (error) => toast.error(messageOf(error, t('errors.export'))),
        })
      }
    >
      <Download aria-hidden="true" className="size-4" />
      {t('common:actions.export')}
    </Button>
  );
}
