import type { School } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/lib/toast';
import { useCreateSchool } from '../api/create-school';
import { useUpdateSchool } from '../api/update-school';
import { SchoolForm } from './school-form';

interface SchoolFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** The school to edit; none to create a new one. */
  school?: School | undefined;
}

/** Create and edit share one form; closing the modal drops what was typed. */
export function SchoolFormModal({ open, onOpenChange, school, onCloseAutoFocus }: SchoolFormModalProps) {
  const { t } = useTranslation(['schools', 'common']);
  const create = useCreateSchool();
  const update = useUpdateSchool();
  const close = () => onOpenChange(false);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={school ? t('form.edit_title') : t('form.create_title')}
      size="lg"
    >
      {school ? (
        <SchoolForm
          school={school}
          submitLabel={t('common:actions.save_changes')}
          busy={update.isPending}
          fallbackMessage={t('form.update_failed')}
          onCancel={close}
          onSubmit={async (input) => {
            const { message } = await update.mutateAsync({ id: school.id, input });
            toast.success(message ?? t('form.updated'));
            close();
          }}
        />
      ) : (
        <SchoolForm
          submitLabel={t('form.create_submit')}
          busy={create.isPending}
          fallbackMessage={t('form.create_failed')}
          onCancel={close}
          onSubmit={async (input) => {
            const { message } = await create.mutateAsync(input);
            toast.success(message ?? t('form.created'));
            close();
          }}
        />
      )}
    </Modal>
  );
}
