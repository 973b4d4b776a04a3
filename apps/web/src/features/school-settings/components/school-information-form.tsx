import { zodResolver } from '@hookform/resolvers/zod';
import {
  schoolInformationInputSchema,
  type SchoolInformation,
  type SchoolInformationInput,
  type SchoolInformationValues,
} from '@school/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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

/** The website field's hint: a URL's beginning, the same in every language. */
const URL_SCHEME = 'https://';

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
  const { t } = useTranslation('school-settings');
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
        <TextField label={t('information.name')} required {...field('name')} />
        <TextField
          label={t('information.code')}
          required
          hint={t('information.code_hint')}
          {...field('code')}
        />
        <TextField
          label={t('information.email')}
          type="email"
          required
          autoComplete="off"
          {...field('email')}
        />
        <TextField
          label={t('information.phone')}
          type="tel"
          required
          autoComplete="off"
          {...field('phone')}
        />
        <TextField
          label={t('information.website')}
          type="url"
          placeholder={URL_SCHEME}
          {...field('website')}
        />
        <SelectField
          label={t('information.board')}
          required
          options={boardOptions(information.board, t)}
          {...field('board')}
        />
        <TextField
          label={t('information.address')}
          required
          className="sm:col-span-2"
          {...field('address')}
        />
        <TextField label={t('information.city')} required {...field('city')} />
        <TextField label={t('information.state')} required {...field('state')} />
        <TextField label={t('information.postal_code')} {...field('postal_code')} />
        <TextField label={t('information.country')} {...field('country')} />
        <TextField label={t('information.affiliation_number')} {...field('affiliation_number')} />
        <TextField
          label={t('information.establishment_year')}
          type="number"
          inputMode="numeric"
          error={errors.establishment_year?.message}
          {...register('establishment_year', { setValueAs: numberOrNull })}
        />
      </div>
      {editable && (
        <div className="flex justify-end">
          <Button type="submit" busy={busy}>
            {t('sections.information.submit')}
          </Button>
        </div>
      )}
    </form>
  );
}
