import type { Inquiry } from '@school/contract';
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

/** The whole message, with who sent it and a way to answer by e-mail. */
export function InquiryDetailsModal({ inquiry, onClose, onCloseAutoFocus }: InquiryDetailsModalProps) {
  return (
    <Modal
      open={inquiry !== null}
      onOpenChange={(open) => !open && onClose()}
      onCloseAutoFocus={onCloseAutoFocus}
      title={inquiry ? `Message from ${inquiry.name}` : 'Message'}
      size="lg"
    >
      {inquiry && (
        <div className="space-y-6">
          <DetailsList
            items={[
              { label: 'Subject', value: inquiry.subject },
              { label: 'Received', value: formatDateTime(inquiry.created_at) },
              {
                label: 'Email',
                value: (
                  <a href={`mailto:${inquiry.email}`} className="text-brand-700 underline">
                    {inquiry.email}
                  </a>
                ),
              },
              { label: 'Phone', value: inquiry.phone },
              { label: 'School', value: inquiry.school },
              { label: 'Status', value: <InquiryStatus inquiry={inquiry} /> },
            ]}
          />
          <div>
            <h3 className="text-xs font-medium tracking-wide text-slate-500 uppercase">Message</h3>
            <p className="mt-1 text-sm whitespace-pre-wrap text-slate-900">{inquiry.message}</p>
          </div>
          <div className="flex justify-end gap-3">
            <a
              href={`mailto:${inquiry.email}?subject=${encodeURIComponent(`Re: ${inquiry.subject}`)}`}
              className="inline-flex items-center rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              Reply by e-mail
            </a>
            <HandleInquiryButton inquiry={inquiry} onDone={onClose} />
          </div>
        </div>
      )}
    </Modal>
  );
}
