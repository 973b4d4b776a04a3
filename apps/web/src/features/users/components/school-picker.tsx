import type { School } from '@school/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { MIN_SCHOOL_SEARCH, useSchoolSearch } from '../api/search-schools';

interface SchoolPickerProps {
  /** The school chosen so far. */
  value: Pick<School, 'id' | 'name' | 'code'> | null;
  onChange: (school: School) => void;
  error?: string | undefined;
}

/**
 * The school of a new teacher or student: a search of the schools list (2 characters or more),
 * its matches as radio buttons, and the school chosen.
 */
export function SchoolPicker({ value, onChange, error }: SchoolPickerProps) {
  const { t } = useTranslation('users');
  const [search, setSearch] = useState('');
  const searching = search.trim().length >= MIN_SCHOOL_SEARCH;
  const term = useDebouncedValue(search.trim());
  const schools = useSchoolSearch(searching ? term : '');
  const name = useId();

  return (
    <div className="space-y-3 sm:col-span-2">
      <TextField
        label={t('school_picker.label')}
        type="search"
        required
        placeholder={t('school_picker.placeholder')}
        hint={t('school_picker.hint', { count: MIN_SCHOOL_SEARCH })}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        error={error}
        autoComplete="off"
      />
      {searching &&
        (schools.isPending || schools.isFetching ? (
          <Spinner label={t('school_picker.searching')} />
        ) : schools.isError ? (
          <p className="text-sm text-red-600">{messageOf(schools.error, t('school_picker.search_failed'))}</p>
        ) : schools.data.length === 0 ? (
          <p className="text-sm text-slate-600">{t('school_picker.no_match')}</p>
        ) : (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-700">{t('school_picker.legend')}</legend>
            <ul className="max-h-48 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
              {schools.data.map((school) => (
                <li key={school.id}>
                  <label className="flex cursor-pointer items-start gap-3 px-3 py-2 text-sm hover:bg-slate-50">
                    <input
                      type="radio"
                      name={name}
                      value={school.id}
                      checked={value?.id === school.id}
                      onChange={() => onChange(school)}
                      className="mt-1"
                    />
                    <span className="min-w-0 [overflow-wrap:anywhere]">
                      <span className="block font-medium text-slate-900">{school.name}</span>
                      <span className="block text-slate-500">
                        {school.code}
                        {school.active ? '' : t('school_picker.inactive')}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      <p aria-live="polite" className="text-sm text-slate-700">
        {value
          ? t('school_picker.chosen', { name: value.name, code: value.code })
          : t('school_picker.none_chosen')}
      </p>
    </div>
  );
}
