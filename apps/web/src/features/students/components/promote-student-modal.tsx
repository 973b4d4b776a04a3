import { fieldMessage, type Student } from '@school/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { usePromoteStudent } from '../api/promote-student';
import { classLabel } from '../filters';
import { PlacementFields } from './placement-fields';

interface Values {
  new_academic_year_id: string;
  new_class_id: string;
  new_section_id: string;
  new_roll_no: string;
}

const FIELDS = ['new_academic_year_id', 'new_class_id', 'new_section_id', 'new_roll_no'] as const;

interface PromoteStudentModalProps {
  student: Student;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Enrols the student in another year's class; the years before stay as history. */
export function PromoteStudentModal({
  student,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: PromoteStudentModalProps) {
  const { t } = useTranslation(['students', 'common']);
  const promote = usePromoteStudent();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: { new_academic_year_id: '', new_class_id: '', new_section_id: '', new_roll_no: '' },
  });
  const classId = useWatch({ control, name: 'new_class_id' });

  const submit = handleSubmit((values) =>
    promote.mutate(
      {
        id: student.id,
        input: {
          new_academic_year_id: Number(values.new_academic_year_id),
          new_class_id: Number(values.new_class_id),
          new_section_id: values.new_section_id ? Number(values.new_section_id) : null,
          new_roll_no: values.new_roll_no,
        },
      },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? t('toast.promoted'));
          onOpenChange(false);
        },
        onError: (error) => {
          showFieldErrors(error, FIELDS, setError);
          toast.error(messageOf(error, t('errors.promote')));
        },
      },
    ),
  );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('promote.title')}
      description={t('promote.description', { name: student.name, placement: classLabel(student, t) })}
      size="md"
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
        <PlacementFields
          register={register}
          names={{ year: 'new_academic_year_id', class: 'new_class_id', section: 'new_section_id' }}
          labels={{
            year: t('promote.year_label'),
            class: t('promote.class_label'),
            section: t('promote.section_label'),
          }}
          classId={classId}
          onClassChange={() => setValue('new_section_id', '')}
          errors={{
            year: errors.new_academic_year_id?.message,
            class: errors.new_class_id?.message,
            section: errors.new_section_id?.message,
          }}
        />
        <TextField
          label={t('promote.roll_no_label')}
          required
          error={errors.new_roll_no?.message}
          {...register('new_roll_no', { required: fieldMessage('required', 'new_roll_no') })}
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={promote.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" busy={promote.isPending}>
            {t('promote.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
