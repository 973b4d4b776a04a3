import type { Parent, ParentChild, ParentStudent } from '@school/contract';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Can } from '@/lib/use-access';
import { useChangeLink } from '../api/change-link';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useParent } from '../api/get-parent';
import { useParentChildren } from '../api/get-parent-children';
import { RELATIONSHIP_LABELS } from '../filters';

interface ParentDetailsModalProps {
  /** The row as listed: shown at once, and kept when the fresh copy cannot be loaded. */
  parent: Parent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** "Class 5, Section A", "Class 5", or a note when the child has no class this year. */
const placeOf = (className: string | null, sectionName: string | null) =>
  className === null
    ? 'Not enrolled this year'
    : sectionName
      ? `${className}, Section ${sectionName}`
      : className;

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <h3 id={id} className="mb-2 text-sm font-semibold text-slate-900">
      {children}
    </h3>
  );
}

export function ParentDetailsModal({
  parent: row,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: ParentDetailsModalProps) {
  const fresh = useParent(row.id);
  useEffect(() => {
    if (fresh.error) toast.error(messageOf(fresh.error, 'Failed to fetch parent details'));
  }, [fresh.error]);
  const parent = fresh.data ?? row;
  // The children call adds each child's section and whether the link is primary; until it answers
  // (or if it fails) the parent's own list of students is shown.
  const childrenQuery = useParentChildren(row.id);
  const children: Array<ParentStudent & Partial<ParentChild>> = childrenQuery.data ?? parent.students;
  const link = useChangeLink();
  const changeLink = (studentId: number, change: 'unlink' | 'primary') =>
    link.mutate(
      { id: row.id, studentId, change },
      {
        onSuccess: ({ message }) =>
          toast.success(
            message ??
              (change === 'unlink' ? 'Student unlinked successfully!' : 'Primary parent set successfully!'),
          ),
        onError: (error) => toast.error(messageOf(error, 'Failed to change the link')),
      },
    );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Parent Details"
      size="lg"
    >
      <div className="space-y-6">
        <section aria-labelledby="parent-contact-heading">
          <Heading id="parent-contact-heading">Contact Information</Heading>
          <DetailsList
            items={[
              { label: 'Name', value: parent.name },
              { label: 'Email', value: parent.email },
              { label: 'Phone', value: parent.phone },
              { label: 'Alternate phone', value: parent.alt_phone },
            ]}
          />
        </section>
        <section aria-labelledby="parent-family-heading">
          <Heading id="parent-family-heading">Family Information</Heading>
          <DetailsList
            items={[
              { label: 'Relationship', value: RELATIONSHIP_LABELS[parent.relationship_type] },
              { label: 'Occupation', value: parent.occupation || 'Not specified' },
              { label: 'Address same as student', value: parent.address_same_as_student ? 'Yes' : 'No' },
              { label: 'Registered', value: formatDateTime(parent.created_at) },
            ]}
          />
        </section>
        <section aria-labelledby="parent-children-heading">
          <Heading id="parent-children-heading">{`Children (${children.length})`}</Heading>
          {children.length > 0 ? (
            <ul aria-labelledby="parent-children-heading" className="divide-y divide-slate-100 text-sm">
              {children.map((child) => (
                <li key={child.id} className="flex flex-wrap items-center gap-2 py-1.5 break-words">
                  <span className="min-w-0 flex-1">
                    <span className="font-medium text-slate-900">{child.name}</span>
                    {child.is_primary && <span className="ml-2 text-xs text-brand-700">Primary contact</span>}
                    <span className="block text-xs text-slate-500">
                      Admission no. {child.admission_no} ·{' '}
                      {placeOf(child.class_name, child.section_name ?? null)}
                    </span>
                  </span>
                  <Can permission="parents_link_students">
                    {child.is_primary === false && (
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={link.isPending}
                        aria-label={`Make primary parent of ${child.name}`}
                        onClick={() => changeLink(child.id, 'primary')}
                      >
                        Make primary
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={link.isPending}
                      aria-label={`Unlink ${child.name}`}
                      onClick={() => changeLink(child.id, 'unlink')}
                    >
                      Unlink
                    </Button>
                  </Can>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">No students are linked to this parent.</p>
          )}
        </section>
      </div>
    </Modal>
  );
}
