import type { Inquiry } from '@school/contract';
import type { TFunction } from 'i18next';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useAccess } from '@/lib/use-access';
import { useSetInquiryHandled } from '../api/set-inquiry-handled';

interface HandleInquiryButtonProps {
  inquiry: Inquiry;
  /** Called once the change is saved (the details dialog closes itself). */
  onDone?: () => void;
  /** The screen's `t` (a table cell draws the button, many times). */
  t: TFunction<'inquiries'>;
}

/** "Mark handled" on an open message, "Reopen" on a handled one, for a user with inquiries_update. */
export function HandleInquiryButton({ inquiry, onDone, t }: HandleInquiryButtonProps) {
  const change = useSetInquiryHandled();
  const allowed = useAccess().can('inquiries_update');
  const handled = inquiry.status === 'open';
  const label = handled ? t('handle.mark_handled') : t('handle.reopen');

  const run = async () => {
    try {
      const { message } = await change.mutateAsync({ id: inquiry.id, handled });
      toast.success(message ?? (handled ? t('toast.handled') : t('toast.reopened')));
      onDone?.();
    } catch (error) {
      toast.error(messageOf(error, handled ? t('errors.mark_handled') : t('errors.reopen')));
    }
  };

  if (!allowed) return null;
  return (
    <Button
      size="sm"
      variant={handled ? 'primary' : 'secondary'}
      busy={change.isPending}
      aria-label={t('handle.label', { action: label, name: inquiry.name })}
      onClick={() => void run()}
    >
      {label}
    </Button>
  );
}
