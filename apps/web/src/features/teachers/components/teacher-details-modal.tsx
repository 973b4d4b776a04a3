import type { Teacher } from '@school/contract';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { i18next } from '@/i18n/i18n';
import { messageOf } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useTeacher } from '../api/get-teacher';
import { experienceText } from '../experience';
import { genderLabel } from '../filters';

interface TeacherDetailsModalProps {
  /** The row as listed: shown at once, and kept when the fresh copy cannot be loaded. */
  teacher: Teacher;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="font-medium text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

export function TeacherDetailsModal({
  teacher: row,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: TeacherDetailsModalProps) {
  const { t } = useTranslation('teachers');
  const fresh = useTeacher(row.id);
  useEffect(() => {
    if (fresh.error) toast.error(messageOf(fresh.error, i18next.t('teachers:toast.fetch_details_failed')));
  }, [fresh.error]);
  const teacher = fresh.data ?? row;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('details.title')}
      size="lg"
    >
      <div className="space-y-6">
        <Part title={t('details.personal')}>
          <DetailsList
            items={[
              { label: t('details.name'), value: teacher.name },
              { label: t('details.email'), value: teacher.email },
              { label: t('details.phone'), value: teacher.phone },
              { label: t('details.gender'), value: genderLabel(t, teacher.gender) },
              { label: t('details.dob'), value: formatDate(teacher.dob) },
            ]}
          />
        </Part>
        <Part title={t('details.professional')}>
          <DetailsList
            items={[
              { label: t('details.employee_code'), value: teacher.employee_code },
              { label: t('details.qualification'), value: teacher.qualification || t('not_specified') },
              { label: t('details.specialization'), value: teacher.specialization || t('general') },
              { label: t('details.joining_date'), value: formatDate(teacher.date_of_joining) },
              { label: t('details.experience'), value: experienceText(t, teacher.date_of_joining) },
            ]}
          />
        </Part>
        <Part title={t('details.assigned_classes')}>
          {teacher.classes.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={t('details.assigned_classes_list')}>
              {teacher.classes.map((c) => (
                <li key={c.id} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
                  {c.name}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t('details.no_classes')}</p>
          )}
        </Part>
      </div>
    </Modal>
  );
}
