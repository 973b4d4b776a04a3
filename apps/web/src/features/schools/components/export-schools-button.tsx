import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useExportSchools } from '../api/export-schools';
import { schoolFilterQuery, type SchoolFilters } from '../filters';

/** Downloads the CSV of every school the current search and filters match. */
export function ExportSchoolsButton({ search, filters }: { search: string; filters: SchoolFilters }) {
  const { t } = useTranslation(['schools', 'common']);
  const exportSchools = useExportSchools();
  return (
    <Button
      variant="secondary"
      busy={exportSchools.isPending}
      onClick={() =>
        exportSchools.mutate(schoolFilterQuery(search, filters), {
          onError: (error) => toast.error(messageOf(error, t('export.failed'))),
        })
      }
    >
      <Download aria-hidden="true" className="size-4" />
      {t('common:actions.export')}
    </Button>
  );
}
