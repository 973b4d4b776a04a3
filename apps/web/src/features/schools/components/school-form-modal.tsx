import type { School } from '@school/contract';
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
  const create = useCreateSchool();
  const update = useUpdateSchool();
  const close = () => onOpenChange(false);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={school ? 'Edit School' : 'Add New School'}
      size="lg"
    >
      {school ? (
        <SchoolForm
          school={school}
          submitLabel="Save changes"
          busy={update.isPending}
          fallbackMessage="Failed to update school"
          onCancel={close}
          onSubmit={async (input) => {
            const { message } = await update.mutateAsync({ id: school.id, input });
            toast.success(message ?? 'School updated successfully!');
            close();
          }}
        />
      ) : (
        <SchoolForm
          submitLabel="Create school"
          busy={create.isPending}
          fallbackMessage="Failed to create school"
          onCancel={close}
          onSubmit={async (input) => {
            const { message } = await create.mutateAsync(input);
            toast.success(message ?? 'School created successfully!');
            close();
          }}
        />
      )}
    </Modal>
  );
}
