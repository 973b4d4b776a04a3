import type { Teacher } from '@school/contract';
import { useEffect, type ReactNode } from 'react';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
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
  const fresh = useTeacher(row.id);
  useEffect(() => {
    if (fresh.error) toast.error(messageOf(fresh.error, 'Failed to fetch teacher details'));
  }, [fresh.error]);
  const teacher = fresh.data ?? row;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Teacher Details"
      size="lg"
    >
      <div className="space-y-6">
        <Part title="Personal Information">
          <DetailsList
            items={[
              { label: 'Name', value: teacher.name },
              { label: 'Email', value: teacher.email },
              { label: 'Phone', value: teacher.phone },
              { label: 'Gender', value: genderLabel(teacher.gender) },
              { label: 'Date of birth', value: formatDate(teacher.dob) },
            ]}
          />
        </Part>
        <Part title="Professional Information">
          <DetailsList
            items={[
              { label: 'Employee code', value: teacher.employee_code },
              { label: 'Qualification', value: teacher.qualification || 'Not specified' },
              { label: 'Specialization', value: teacher.specialization || 'General' },
              { label: 'Joining date', value: formatDate(teacher.date_of_joining) },
              { label: 'Experience', value: experienceText(teacher.date_of_joining) },
            ]}
          />
        </Part>
        <Part title="Assigned Classes">
          {teacher.classes.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label="Assigned classes">
              {teacher.classes.map((c) => (
                <li key={c.id} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
                  {c.name}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">No classes assigned.</p>
          )}
        </Part>
      </div>
    </Modal>
  );
}
