import { BOARDS, fieldMessage, type SchoolProfile } from '@school/contract';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useUpdateSchoolProfile } from '../api/update-school-profile';

const FIELDS = [
  'name',
  'code',
  'board',
  'email',
  'phone',
  'address_line1',
  'address_line2',
  'city',
  'state',
  'country',
  'postal_code',
  'website',
  'establishment_year',
  'affiliation_number',
] as const;

type Values = Record<(typeof FIELDS)[number], string>;

const BOARD_OPTIONS = BOARDS.map((board) => ({ value: board, label: board }));

interface EditProfileFormProps {
  profile: SchoolProfile;
  onDone: () => void;
}

/** Name, code and board are required; the server checks the rest (and that the code is free). */
export function EditProfileForm({ profile, onDone }: EditProfileFormProps) {
  const update = useUpdateSchoolProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: Object.fromEntries(
      FIELDS.map((field) => [field, profile[field] === null ? '' : String(profile[field])]),
    ) as Values,
  });

  const submit = handleSubmit((values) => {
    const year = values.establishment_year.trim();
    update.mutate(
      {
        ...values,
        // The select offers only the boards, and one is required before this runs.
        board: values.board as (typeof BOARDS)[number],
        establishment_year: year === '' ? null : Number(year),
      },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? 'School profile updated successfully!');
          onDone();
        },
        onError: (error) => {
          showFieldErrors(error, FIELDS, setError);
          toast.error(messageOf(error, 'Failed to update school profile'));
        },
      },
    );
  });

  const text = (
    field: (typeof FIELDS)[number],
    label: string,
    extra: { type?: string; required?: boolean } = {},
  ) => (
    <TextField
      label={label}
      error={errors[field]?.message}
      {...extra}
      {...register(field, extra.required ? { required: fieldMessage('required', field) } : {})}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', 'School Name', { required: true })}
        {text('code', 'School Code', { required: true })}
        <SelectField
          label="Board"
          required
          options={BOARD_OPTIONS}
          placeholder="Select a board"
          error={errors.board?.message}
          {...register('board', { required: fieldMessage('required', 'board') })}
        />
        {text('email', 'Email', { type: 'email' })}
        {text('phone', 'Phone', { type: 'tel' })}
        {text('website', 'Website', { type: 'url' })}
        {text('address_line1', 'Address Line 1')}
        {text('address_line2', 'Address Line 2')}
        {text('city', 'City')}
        {text('state', 'State')}
        {text('country', 'Country')}
        {text('postal_code', 'Postal Code')}
        {text('establishment_year', 'Establishment Year', { type: 'number' })}
        {text('affiliation_number', 'Affiliation Number')}
      </div>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={update.isPending}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
