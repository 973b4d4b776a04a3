import { NOTICE_AUDIENCES, type Notice } from '@school/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { useFailureToast } from '@/lib/use-failure-toast';
import { useClassOptions } from '../api/get-class-options';
import { useSectionOptions } from '../api/get-section-options';

interface NoticeAddressFieldsProps {
  /** The three selects, registered with the form (class's with its change handler). */
  fields: {
    audience: UseFormRegisterReturn<'audience'>;
    class_id: UseFormRegisterReturn<'class_id'>;
    section_id: UseFormRegisterReturn<'section_id'>;
  };
  /** The class chosen now: only its sections are offered, and none until one is chosen. */
  classId: string;
  /** The notice being edited: its class and section are offered even before the lists arrive. */
  notice?: Notice | undefined;
  errors: { audience?: string | undefined; class_id?: string | undefined; section_id?: string | undefined };
}

const idOf = (value: string) => (/^[1-9]\d*$/.test(value) ? Number(value) : undefined);

/**
 * `options` with the notice's own choice among them, so an edit shows (and sends back) where
 * the notice is addressed while the list loads, or when the user may not list classes.
 */
function withCurrent(options: SelectOption[], current: { id: number; name: string } | null | undefined) {
  if (!current || options.some((o) => o.value === String(current.id))) return options;
  return [{ value: String(current.id), label: current.name }, ...options];
}

/** Whom the notice is for: an audience, and optionally one class of the school or a section of it. */
export function NoticeAddressFields({ fields, classId, notice, errors }: NoticeAddressFieldsProps) {
  const { t } = useTranslation('school-dashboard');
  const classes = useClassOptions();
  const sections = useSectionOptions(idOf(classId));
  useFailureToast(classes, t('notice_form.classes_failed'));
  useFailureToast(sections, t('notice_form.sections_failed'));
  const classOptions = withCurrent(
    (classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    notice?.class,
  );
  const sectionOptions = classId
    ? withCurrent(
        (sections.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
        notice?.class && String(notice.class.id) === classId ? notice.section : null,
      )
    : [];
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        label={t('notice_form.audience_label')}
        required
        options={NOTICE_AUDIENCES.map((audience) => ({
          value: audience,
          label: t(`notice_form.audiences.${audience}`),
        }))}
        error={errors.audience}
        {...fields.audience}
      />
      <SelectField
        label={t('notice_form.class_label')}
        placeholder={t('notice_form.whole_school')}
        options={classOptions}
        error={errors.class_id}
        {...fields.class_id}
      />
      <SelectField
        label={t('notice_form.section_label')}
        placeholder={classId ? t('notice_form.whole_class') : t('notice_form.choose_class_first')}
        options={sectionOptions}
        error={errors.section_id}
        {...fields.section_id}
        disabled={!classId}
      />
    </div>
  );
}
