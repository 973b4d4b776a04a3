import type { Section } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/ui/chart';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format-number';
import { useSectionAnalytics } from '../api/get-section-analytics';

interface SectionAnalyticsModalProps {
  section: Section;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** A section's figures for the current year. Attendance shows once the school records it. */
export function SectionAnalyticsModal({
  section,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: SectionAnalyticsModalProps) {
  // Spec 02: analytics load in the background and fail without a toast.
  const { t } = useTranslation('sections');
  const { data, isError } = useSectionAnalytics(section.id);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('analytics.title', { name: section.name })}
      size="lg"
    >
      {data ? (
        <div className="space-y-6">
          <DetailsList
            items={[
              { label: t('analytics.total_students'), value: formatNumber(data.total_students) },
              {
                label: t('analytics.capacity'),
                value: data.capacity === null ? t('no_limit') : formatNumber(data.capacity),
              },
              {
                label: t('analytics.utilization'),
                value:
                  data.capacity_utilization === null
                    ? '—'
                    : t('percent', { value: data.capacity_utilization }),
              },
              {
                label: t('analytics.attendance'),
                value:
                  data.attendance_rate === null
                    ? t('analytics.not_recorded')
                    : t('percent', { value: data.attendance_rate }),
              },
            ]}
          />
          <Chart
            kind="pie"
            title={t('analytics.gender_title')}
            data={[
              { label: t('analytics.gender.male'), value: data.gender_distribution.male },
              { label: t('analytics.gender.female'), value: data.gender_distribution.female },
              { label: t('analytics.gender.other'), value: data.gender_distribution.other },
            ]}
            emptyText={t('analytics.empty')}
          />
        </div>
      ) : isError ? (
        <p className="text-sm text-slate-600">{t('analytics.failed')}</p>
      ) : (
        <Spinner label={t('analytics.loading')} />
      )}
    </Modal>
  );
}
