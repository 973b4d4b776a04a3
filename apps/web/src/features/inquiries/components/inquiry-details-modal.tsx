import type { Inquiry } from '@school/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { formatDateTime } from '@/lib/format-date';
import { HandleInquiryButton } from './handle-inquiry-button';
import { InquiryStatus } from './inquiry-status';

interface InquiryDetailsModalProps {
  inquiry: Inquiry | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The whole message, with who sent it and a way to answer by e-mail. Kept out of the list's
 * renders (search, filters, pages), which do not change it.
 */
export const InquiryDetailsModal = memo(function InquiryDetailsModal({
  inquiry,
  onClose,
  onCloseAutoFocus,
}: InquiryDetailsModalProps) {
  const { t } = useTranslation('inquiries');
  return (
    <Modal
      open={inquiry !== null}
      onOpenChange={(open) => !open && onClose()}
      onCloseAutoFocus={onCloseAutoFocus}
      title={inquiry ? t('details.title', { name: inquiry.name }) : t('details.title_empty')}
      size="lg"
    >
      {inquiry && (
        <div className="space-y-6">
          <DetailsList
            items={[
              { label: t('details.subject'), value: inquiry.subject },
              { label: t('details.received'), value: formatDateTime(inquiry.created_at) },
              {
                label: t('details.email'),
                value: (
                  <a href={`mailto:${inquiry.email}`} className="text-brand-700 underline">
                    {inquiry.email}
                  </a>
                ),
              },
              { label: t('details.phone'), value: inquiry.phone },
              { label: t('details.school'), value: inquiry.school },
              { label: t('details.status'), value: <InquiryStatus inquiry={inquiry} t={t} /> },
            ]}
          />
          <div>
            <h3 className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              {t('details.message')}
            </h3>
            <p className="mt-1 text-sm whitespace-pre-wrap text-slate-900">{inquiry.message}</p>
          </div>
          <div className="flex justify-end gap-3">
            <a
              href={`mailto:${inquiry.email}?subject=${encodeURIComponent(`Re: ${inquiry.subject}`)}`}
              className="inline-flex items-center rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              {t('details.reply')}
            </a>
            <HandleInquiryButton inquiry={inquiry} onDone={onClose} t={t} />
          </div>
        </div>
      )}
    </Modal>
  );
});
