import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useExportSections } from '../api/export-sections';
import { sectionFilterQuery, type SectionFilters } from '../filters';

/** Downloads the CSV of every section the current search and class filter match. */
export function ExportSectionsButton({ search, filters }: { search: string; filters: SectionFilters }) {
  const { t } = useTranslation('sections');
  const exportSections = useExportSections();
  return (
    <Button
      variant="secondary"
      busy={exportSections.isPending}
      onClick={() =>
        exportSections.mutate(sectionFilterQuery(search, filters), {
          onError: (error) => toast.error(messageOf(error, t('errors.export'))),
        })
      }
    >
      <Download aria-hidden="true" className="size-4" />
      {t('page.export')}
    </Button>
  );
}
