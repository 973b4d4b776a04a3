import { fieldMessage, type FieldName } from '@school/contract';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';
import { useAcademicYearOptions } from '../api/get-academic-year-options';
import { useClassOptions } from '../api/get-class-options';
import { useSectionOptions } from '../api/get-section-options';

interface PlacementFieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  /** The form's names of the year, class and section fields. */
  names: { year: Path<T> & FieldName; class: Path<T> & FieldName; section: Path<T> & FieldName };
  labels: { year: string; class: string; section: string };
  /** The class chosen now: only its sections are offered. */
  classId: string;
  /** Called when the class changes, to clear a section of the class before. */
  onClassChange: () => void;
  errors: { year?: string | undefined; class?: string | undefined; section?: string | undefined };
}

const idOf = (value: string) => (/^[1-9]\d*$/.test(value) ? Number(value) : undefined);

/** Academic year, class and the sections of that class: where a student sits in a year. */
export function PlacementFields<T extends FieldValues>({
  register,
  names,
  labels,
  classId,
  onClassChange,
  errors,
}: PlacementFieldsProps<T>) {
  const { t } = useTranslation('students');
  const years = useAcademicYearOptions();
  const classes = useClassOptions();
  const sections = useSectionOptions(idOf(classId));
  return (
    <>
      <SelectField
        // Remounted when the choices arrive, so a prefilled value finds its option.
        key={`year-${years.data?.length ?? 0}`}
        label={labels.year}
        required
        placeholder={t('placement.select_year')}
        options={(years.data ?? []).map((y) => ({ value: String(y.id), label: y.name }))}
        error={errors.year}
        {...register(names.year, { required: fieldMessage('required', names.year) })}
      />
      <SelectField
        key={`class-${classes.data?.length ?? 0}`}
        label={labels.class}
        required
        placeholder={t('placement.select_class')}
        options={(classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        error={errors.class}
        {...register(names.class, {
          required: fieldMessage('required', names.class),
          onChange: onClassChange,
        })}
      />
      <SelectField
        key={`section-${classId}-${sections.data?.length ?? 0}`}
        label={labels.section}
        placeholder={classId ? t('placement.no_section') : t('placement.select_class_first')}
        disabled={!classId}
        options={(classId ? (sections.data ?? []) : []).map((s) => ({ value: String(s.id), label: s.name }))}
        error={errors.section}
        {...register(names.section)}
      />
    </>
  );
}
