import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { EXPORT_INQUIRIES_FAILED, useExportInquiries } from '../api/export-inquiries';
import type { InquiryFilterQuery } from '../filters';

/** Downloads the CSV of every message the current search and status filter match. */
export function ExportInquiriesButton({ filters }: { filters: InquiryFilterQuery }) {
  const { t } = useTranslation(['inquiries', 'common']);
  const exportInquiries = useExportInquiries();
  return (
    <Button
      variant="secondary"
      busy={exportInquiries.isPending}
      onClick={() =>
        exportInquiries.mutate(filters, {
          onError: (error) => toast.error(messageOf(error, t(EXPORT_INQUIRIES_FAILED))),
        })
      }
    >
      <Download aria-hidden="true" className="size-4" />
      {t('common:actions.export')}
    </Button>
  );
}
