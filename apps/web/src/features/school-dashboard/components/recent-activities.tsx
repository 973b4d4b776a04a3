import type { SchoolActivity } from '@school/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import type { DialogOpenerProps } from '@/lib/use-dialog-state';
import { activityColumns } from './activity-columns';

interface RecentActivitiesProps {
  /** undefined while loading; null when they could not be loaded. */
  activities: SchoolActivity[] | null | undefined;
  /** Opens the dialog that pages through every activity. */
  viewAll: DialogOpenerProps;
}

/** The school's latest audit entries; View All pages through every one of them. */
export function RecentActivities({ activities, viewAll }: RecentActivitiesProps) {
  const { t } = useTranslation('school-dashboard');
  const columns = useMemo(() => activityColumns(t), [t]);
  return (
    <section aria-labelledby="recent-activities-title" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-activities-title" className="text-lg font-semibold text-slate-900">
          {t('activities.recent_title')}
        </h2>
        <Button variant="secondary" size="sm" {...viewAll}>
          {t('activities.view_all')}
        </Button>
      </div>
      <DataTable
        caption={t('activities.recent_title')}
        columns={columns}
        rows={activities ?? []}
        rowKey={(a) => a.id}
        loading={activities === undefined}
        emptyText={activities === null ? t('activities.load_failed') : t('activities.empty')}
      />
    </section>
  );
}
