import type { Student, StudentDetail } from '@school/contract';
import { useEffect } from 'react';
import { Badge } from '@/components/ui/badge';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { messageOf } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useStudent } from '../api/get-student';
import { capitalize, classLabel, placementOf } from '../filters';
import { StudentStatusBadge } from './student-status-badge';

interface StudentDetailsModalProps {
  /** The row as listed: shown at once, and kept when the fresh copy cannot be loaded. */
  student: Student;
  /** The year looked at: its class and roll number are shown beside the history. */
  yearId?: number | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

function Heading({ children }: { children: string }) {
  return <h3 className="mb-3 text-sm font-semibold text-slate-900">{children}</h3>;
}

export function StudentDetailsModal({
  student: row,
  yearId,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: StudentDetailsModalProps) {
  const fresh = useStudent(row.id, yearId);
  useEffect(() => {
    if (fresh.error) toast.error(messageOf(fresh.error, 'Failed to fetch student details'));
  }, [fresh.error]);
  const student: Student & Partial<Pick<StudentDetail, 'parents'>> = fresh.data ?? row;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Student Details"
      size="xl"
    >
      <div className="space-y-6">
        <section aria-label="Personal Information">
          <Heading>Personal Information</Heading>
          <DetailsList
            items={[
              { label: 'Name', value: student.name },
              { label: 'Email', value: student.email },
              { label: 'Phone', value: student.phone },
              { label: 'Date of Birth', value: formatDate(student.dob) },
              { label: 'Gender', value: capitalize(student.gender) },
              { label: 'Blood Group', value: student.blood_group },
            ]}
          />
        </section>
        <section aria-label="Academic Information">
          <Heading>Academic Information</Heading>
          <DetailsList
            items={[
              { label: 'Admission Number', value: student.admission_no },
              { label: 'Roll Number', value: student.roll_no },
              { label: 'Class', value: classLabel(student) },
              { label: 'Admission Date', value: formatDate(student.admission_date) },
              { label: 'Status', value: <StudentStatusBadge status={student.status} /> },
            ]}
          />
          <h4 className="mt-4 mb-2 text-xs font-medium tracking-wide text-slate-500 uppercase">
            Enrolment History
          </h4>
          {student.classes.length > 0 ? (
            <ul
              aria-label="Enrolment history"
              className="divide-y divide-slate-100 rounded-md border border-slate-200"
            >
              {student.classes.map((e) => (
                <li
                  key={e.academic_year_id}
                  className="flex flex-wrap items-center gap-x-3 px-3 py-2 text-sm"
                >
                  <span className="font-medium text-slate-900">{e.academic_year_name}</span>
                  <span>{placementOf(e)}</span>
                  <span className="text-slate-600">Roll No {e.roll_no ?? '—'}</span>
                  {e.is_current_year && <Badge tone="success">Current</Badge>}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">Not enrolled in any year.</p>
          )}
        </section>
        <section aria-label="Parents / Guardians">
          <Heading>Parents / Guardians</Heading>
          {student.parents === undefined ? (
            <p className="text-sm text-slate-600">{fresh.isError ? 'Could not be loaded.' : 'Loading…'}</p>
          ) : student.parents.length > 0 ? (
            <ul aria-label="Parents" className="divide-y divide-slate-100 rounded-md border border-slate-200">
              {student.parents.map((p) => (
                <li key={p.id} className="px-3 py-2 text-sm">
                  <span className="font-medium text-slate-900">{p.name}</span>{' '}
                  <span className="text-slate-600">({capitalize(p.relationship_type)})</span>
                  {p.is_primary && (
                    <>
                      {' '}
                      <Badge tone="info">Primary</Badge>
                    </>
                  )}
                  <span className="block text-xs text-slate-500">
                    {p.email}
                    {p.phone ? ` · ${p.phone}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">No parents or guardians linked.</p>
          )}
        </section>
      </div>
    </Modal>
  );
}
