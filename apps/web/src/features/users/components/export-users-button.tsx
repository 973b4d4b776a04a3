import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useExportUsers } from '../api/export-users';
import { userFilterQuery, type UserFilters } from '../filters';

/** Downloads the CSV of every user the current search and filters match. */
export function ExportUsersButton({ search, filters }: { search: string; filters: UserFilters }) {
  const { t } = useTranslation(['users', 'common']);
  const exportUsers = useExportUsers();
  return (
    <Button
      variant="secondary"
      busy={exportUsers.isPending}
      onClick={() =>
        exportUsers.mutate(userFilterQuery(search, filters), {
          onError: (error) => toast.error(messageOf(error, t('export.failed'))),
        })
      }
    >
      <Download aria-hidden="true" className="size-4" />
      {t('common:actions.export')}
    </Button>
  );
}
