import type { SchoolClass } from '@school/contract';
import { useEffect } from 'react';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
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
  const fresh = useClass(row.id);
  const teachers = useClassTeachers(row.id);
  useEffect(() => {
    if (fresh.error) toast.error(messageOf(fresh.error, 'Failed to fetch class details'));
  }, [fresh.error]);
  const schoolClass = fresh.data ?? row;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Class Details"
      size="lg"
    >
      <div className="space-y-6">
        <DetailsList
          items={[
            { label: 'Class name', value: schoolClass.name },
            { label: 'Grade level', value: gradeLabel(schoolClass.grade_level) },
            { label: 'Students this year', value: schoolClass.students_count },
            { label: 'Teachers', value: schoolClass.teachers_count },
            { label: 'Sections', value: schoolClass.sections_count },
            { label: 'Created', value: formatDateTime(schoolClass.created_at) },
            { label: 'Last updated', value: formatDateTime(schoolClass.updated_at) },
          ]}
        />
        <section aria-labelledby="class-teachers-heading">
          <h3 id="class-teachers-heading" className="mb-2 text-sm font-semibold text-slate-900">
            Teachers
          </h3>
          {teachers.data ? (
            teachers.data.length > 0 ? (
              <ul className="divide-y divide-slate-100 text-sm">
                {teachers.data.map((teacher) => (
                  <li key={teacher.id} className="py-1.5 break-words">
                    <span className="font-medium text-slate-900">{teacher.name}</span>{' '}
                    <span className="text-slate-500">{teacher.email}</span>
                    {teacher.is_class_teacher && (
                      <span className="ml-2 text-xs text-brand-700">Class teacher</span>
                    )}
                    <span className="block text-xs text-slate-500">
                      {teacher.sections.length > 0
                        ? `Sections ${teacher.sections.join(', ')}`
                        : 'Whole class'}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">No teachers are assigned to this class.</p>
            )
          ) : (
            <p className="text-sm text-slate-600">
              {teachers.isError ? 'Teachers could not be loaded.' : 'Loading…'}
            </p>
          )}
        </section>
      </div>
    </Modal>
  );
}
