import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useExportClasses } from '../api/export-classes';

/** Downloads the CSV of every class the current search matches. */
export function ExportClassesButton({ search }: { search: string }) {
  const { t } = useTranslation('classes');
  const exportClasses = useExportClasses();
  return (
    <Button
      variant="secondary"
      busy={exportClasses.isPending}
      onClick={() =>
        exportClasses.mutate(
          { search: search.trim() || undefined },
          { onError: (error) => toast.error(messageOf(error, t('errors.export'))) },
        )
      }
    >
      <Download aria-hidden="true" className="size-4" />
      {t('page.export')}
    </Button>
  );
}
