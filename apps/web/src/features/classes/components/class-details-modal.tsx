import type { SchoolClass } from '@school/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { toast } from '@/lib/toast';
import { useClass } from '../api/get-class';
import { useClassTeachers } from '../api/get-class-teachers';
import { gradeLabel } from '../filters';

interface ClassDetailsModalProps {
  /** The row as listed: shown at once, and kept when the fresh copy cannot be loaded. */
  schoolClass: SchoolClass;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function ClassDetailsModal({
  schoolClass: row,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: ClassDetailsModalProps) {
  const { t } = useTranslation('classes');
  const fresh = useClass(row.id);
  const teachers = useClassTeachers(row.id);
  useEffect(() => {
    if (fresh.error) toast.error(messageOf(fresh.error, t('errors.detail')));
  }, [fresh.error, t]);
  const schoolClass = fresh.data ?? row;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('details.title')}
      size="lg"
    >
      <div className="space-y-6">
        <DetailsList
          items={[
            { label: t('details.name'), value: schoolClass.name },
            { label: t('details.grade'), value: gradeLabel(t, schoolClass.grade_level) },
            { label: t('details.students'), value: formatNumber(schoolClass.students_count) },
            { label: t('details.teachers'), value: formatNumber(schoolClass.teachers_count) },
            { label: t('details.sections'), value: formatNumber(schoolClass.sections_count) },
            { label: t('details.created'), value: formatDateTime(schoolClass.created_at) },
            { label: t('details.last_updated'), value: formatDateTime(schoolClass.updated_at) },
          ]}
        />
        <section aria-labelledby="class-teachers-heading">
          <h3 id="class-teachers-heading" className="mb-2 text-sm font-semibold text-slate-900">
            {t('details.teachers_heading')}
          </h3>
          {teachers.data ? (
            teachers.data.length > 0 ? (
              <ul className="divide-y divide-slate-100 text-sm">
                {teachers.data.map((teacher) => (
                  <li key={teacher.id} className="py-1.5 break-words">
                    <span className="font-medium text-slate-900">{teacher.name}</span>{' '}
                    <span className="text-slate-500">{teacher.email}</span>
                    {teacher.is_class_teacher && (
                      <span className="ml-2 text-xs text-brand-700">{t('details.class_teacher')}</span>
                    )}
                    <span className="block text-xs text-slate-500">
                      {teacher.sections.length > 0
                        ? t('details.teacher_sections', { names: teacher.sections.join(', ') })
                        : t('details.whole_class')}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">{t('details.no_teachers')}</p>
            )
          ) : (
            <p className="text-sm text-slate-600">
              {teachers.isError ? t('details.teachers_failed') : t('details.loading')}
            </p>
          )}
        </section>
      </div>
    </Modal>
  );
}
