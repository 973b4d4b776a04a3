import { zodResolver } from '@hookform/resolvers/zod';
import {
  schoolInformationInputSchema,
  type SchoolInformation,
  type SchoolInformationInput,
  type SchoolInformationValues,
} from '@school/contract';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { boardOptions, numberOrNull } from '../options';
import { useSectionSave } from './use-section-save';

const FIELDS = [
  'name',
  'code',
  'email',
  'phone',
  'website',
  'address',
  'city',
  'state',
  'postal_code',
  'country',
  'board',
  'affiliation_number',
  'establishment_year',
] as const satisfies ReadonlyArray<keyof SchoolInformationInput>;

/** Inputs hold text: none is blank. */
const formOf = (info: SchoolInformation): SchoolInformationInput => ({
  ...info,
  email: info.email ?? '',
  phone: info.phone ?? '',
  website: info.website ?? '',
  address: info.address ?? '',
  city: info.city ?? '',
  state: info.state ?? '',
  postal_code: info.postal_code ?? '',
  affiliation_number: info.affiliation_number ?? '',
  // Whatever the row holds is shown; the schema says whether it may be saved.
  board: info.board as SchoolInformationInput['board'],
});

/**
 * The school's own details, the same ones the profile and the platform's administrators see:
 * spec 02 marks name, e-mail, phone, address, city, state and board required; the code is the
 * school's unique code.
 */
export function SchoolInformationForm({
  information,
  editable,
}: {
  information: SchoolInformation;
  editable: boolean;
}) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<SchoolInformationInput, unknown, SchoolInformationValues>({
    resolver: zodResolver(schoolInformationInputSchema),
    defaultValues: formOf(information),
  });
  const { submit, busy } = useSectionSave('information', {
    fields: FIELDS,
    setError,
    onSaved: (saved) => reset(formOf(saved)),
  });
  const field = (name: (typeof FIELDS)[number]) => ({ error: errors[name]?.message, ...register(name) });

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="School name" required {...field('name')} />
        <TextField label="School code" required hint="Letters, numbers, - and _" {...field('code')} />
        <TextField label="Email" type="email" required autoComplete="off" {...field('email')} />
        <TextField label="Phone" type="tel" required autoComplete="off" {...field('phone')} />
        <TextField label="Website" type="url" placeholder="https://" {...field('website')} />
        <SelectField label="Board" required options={boardOptions(information.board)} {...field('board')} />
        <TextField label="Address" required className="sm:col-span-2" {...field('address')} />
        <TextField label="City" required {...field('city')} />
        <TextField label="State" required {...field('state')} />
        <TextField label="Postal code" {...field('postal_code')} />
        <TextField label="Country" {...field('country')} />
        <TextField label="Affiliation number" {...field('affiliation_number')} />
        <TextField
          label="Establishment year"
          type="number"
          inputMode="numeric"
          error={errors.establishment_year?.message}
          {...register('establishment_year', { setValueAs: numberOrNull })}
        />
      </div>
      {editable && (
        <div className="flex justify-end">
          <Button type="submit" busy={busy}>
            Save School Information
          </Button>
        </div>
      )}
    </form>
  );
}
