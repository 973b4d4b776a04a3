import {
  academicYearExampleName,
  academicYearNameWarning,
  fieldMessage,
  type AcademicYear,
} from '@school/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useCreateAcademicYear } from '../api/create-academic-year';
import { useUpdateAcademicYear } from '../api/update-academic-year';

interface Values {
  name: string;
  start_date: string;
  end_date: string;
  is_current: boolean;
}

const FIELDS = ['name', 'start_date', 'end_date', 'is_current'] as const;

interface AcademicYearFormProps {
  /** The year to edit; none to create one. */
  year?: AcademicYear | undefined;
  /** A new year's starting values (from the school's academic settings). */
  prefill?: Pick<Values, 'name' | 'start_date' | 'end_date'> | undefined;
  onDone: () => void;
}

/**
 * Create or edit an academic year. A server refusal (422) puts its messages under the fields and
 * keeps the form open with what was typed.
 */
export function AcademicYearForm({ year, prefill, onDone }: AcademicYearFormProps) {
  const { t } = useTranslation('academic-years');
  const create = useCreateAcademicYear();
  const update = useUpdateAcademicYear();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: {
      name: year?.name ?? prefill?.name ?? '',
      start_date: year?.start_date ?? prefill?.start_date ?? '',
      end_date: year?.end_date ?? prefill?.end_date ?? '',
      is_current: year?.is_current ?? false,
    },
  });
  const busy = create.isPending || update.isPending;
  // A name that does not say the year's dates is allowed (a school may have its own names), so it
  // is a warning shown while typing, not a refusal; the API returns the same one with the year.
  const [name, startDate, endDate] = useWatch({ control, name: ['name', 'start_date', 'end_date'] });
  // The contract decides whether the name says the dates; the warning is worded in the reader's language.
  const nameWarning =
    name.trim() && academicYearNameWarning(name, startDate, endDate) !== null
      ? t('form.name_warning', {
          from: startDate,
          to: endDate,
          example: academicYearExampleName(startDate, endDate),
        })
      : null;

  const submit = handleSubmit((values) => {
    const input = {
      name: values.name.trim(),
      start_date: values.start_date,
      end_date: values.end_date,
      is_current: values.is_current,
    };
    const handlers = {
      onSuccess: ({ message }: { message: string | undefined }) => {
        toast.success(message ?? (year ? t('toast.updated') : t('toast.created')));
        onDone();
      },
      onError: (error: unknown) => {
        showFieldErrors(error, FIELDS, setError);
        toast.error(messageOf(error, year ? t('errors.update') : t('errors.create')));
      },
    };
    if (year) update.mutate({ id: year.id, input }, handlers);
    else create.mutate(input, handlers);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <TextField
        label={t('form.name')}
        required
        placeholder={t('form.name_placeholder')}
        {...(nameWarning ? { hint: nameWarning } : {})}
        error={errors.name?.message}
        {...register('name', {
          validate: (value) => value.trim() !== '' || fieldMessage('required', 'name'),
        })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.start_date')}
          type="date"
          required
          error={errors.start_date?.message}
          {...register('start_date', { required: fieldMessage('required', 'start_date') })}
        />
        <TextField
          label={t('form.end_date')}
          type="date"
          required
          error={errors.end_date?.message}
          {...register('end_date', {
            required: fieldMessage('required', 'end_date'),
            // ISO dates compare as text, as the contract's own check does.
            validate: (value, { start_date }) =>
              !start_date ||
              value > start_date ||
              fieldMessage('date_after', 'end_date', { other: 'start_date' }),
          })}
        />
      </div>
      <div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" {...register('is_current')} />
          {t('form.is_current')}
        </label>
        {errors.is_current?.message && (
          <p className="mt-1 text-sm text-red-600">{errors.is_current.message}</p>
        )}
        <p className="mt-1 text-xs text-slate-500">{t('form.is_current_hint')}</p>
      </div>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {year ? t('common:actions.save_changes') : t('form.submit_create')}
        </Button>
      </div>
    </form>
  );
}
