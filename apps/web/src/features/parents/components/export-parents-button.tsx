import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useExportParents } from '../api/export-parents';
import { parentFilterQuery, type ParentFilters } from '../filters';

/** Downloads the CSV of every parent the current search and relationship filter match. */
export function ExportParentsButton({ search, filters }: { search: string; filters: ParentFilters }) {
  const { t } = useTranslation('parents');
  const exportParents = useExportParents();
  return (
    <Button
      variant="secondary"
      busy={exportParents.isPending}
      onClick={() =>
        exportParents.mutate(parentFilterQuery(search, filters), {
          onError: (error) => toast.error(messageOf(error, t('toast.export_failed'))),
        })
      }
    >
      <Download aria-hidden="true" className="size-4" />
      {t('page.export')}
    </Button>
  );
}
