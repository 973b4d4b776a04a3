import type { Parent, ParentChild, ParentStudent } from '@school/contract';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Can } from '@/lib/use-access';
import { useChangeLink } from '../api/change-link';
import { DetailsList } from '@/components/ui/details-list';
import { Modal } from '@/components/ui/modal';
import { i18next } from '@/i18n/i18n';
import { messageOf } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useParent } from '../api/get-parent';
import { useParentChildren } from '../api/get-parent-children';
import { relationshipLabel } from '../filters';

interface ParentDetailsModalProps {
  /** The row as listed: shown at once, and kept when the fresh copy cannot be loaded. */
  parent: Parent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** "Class 5, Section A", "Class 5", or a note when the child has no class this year. */
const placeOf = (t: TFunction, className: string | null, sectionName: string | null) =>
  className === null
    ? t('details.not_enrolled')
    : sectionName
      ? t('details.class_and_section', { class_name: className, section_name: sectionName })
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
  const { t } = useTranslation('parents');
  const fresh = useParent(row.id);
  useEffect(() => {
    if (fresh.error) toast.error(messageOf(fresh.error, i18next.t('parents:toast.fetch_details_failed')));
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
          toast.success(message ?? (change === 'unlink' ? t('toast.unlinked') : t('toast.primary_set'))),
        onError: (error) => toast.error(messageOf(error, t('toast.change_link_failed'))),
      },
    );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('details.title')}
      size="lg"
    >
      <div className="space-y-6">
        <section aria-labelledby="parent-contact-heading">
          <Heading id="parent-contact-heading">{t('details.contact')}</Heading>
          <DetailsList
            items={[
              { label: t('details.name'), value: parent.name },
              { label: t('details.email'), value: parent.email },
              { label: t('details.phone'), value: parent.phone },
              { label: t('details.alt_phone'), value: parent.alt_phone },
            ]}
          />
        </section>
        <section aria-labelledby="parent-family-heading">
          <Heading id="parent-family-heading">{t('details.family')}</Heading>
          <DetailsList
            items={[
              { label: t('details.relationship'), value: relationshipLabel(t, parent.relationship_type) },
              { label: t('details.occupation'), value: parent.occupation || t('not_specified') },
              {
                label: t('details.address_same'),
                value: parent.address_same_as_student ? t('details.yes') : t('details.no'),
              },
              { label: t('details.registered'), value: formatDateTime(parent.created_at) },
            ]}
          />
        </section>
        <section aria-labelledby="parent-children-heading">
          <Heading id="parent-children-heading">{t('details.children', { count: children.length })}</Heading>
          {children.length > 0 ? (
            <ul aria-labelledby="parent-children-heading" className="divide-y divide-slate-100 text-sm">
              {children.map((child) => (
                <li key={child.id} className="flex flex-wrap items-center gap-2 py-1.5 break-words">
                  <span className="min-w-0 flex-1">
                    <span className="font-medium text-slate-900">{child.name}</span>
                    {child.is_primary && (
                      <span className="ml-2 text-xs text-brand-700">{t('details.primary_contact')}</span>
                    )}
                    <span className="block text-xs text-slate-500">
                      {t('details.admission_no', { admission_no: child.admission_no })} ·{' '}
                      {placeOf(t, child.class_name, child.section_name ?? null)}
                    </span>
                  </span>
                  <Can permission="parents_link_students">
                    {child.is_primary === false && (
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={link.isPending}
                        aria-label={t('details.make_primary_label', { name: child.name })}
                        onClick={() => changeLink(child.id, 'primary')}
                      >
                        {t('details.make_primary')}
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={link.isPending}
                      aria-label={t('details.unlink_label', { name: child.name })}
                      onClick={() => changeLink(child.id, 'unlink')}
                    >
                      {t('details.unlink')}
                    </Button>
                  </Can>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{t('details.no_children')}</p>
          )}
        </section>
      </div>
    </Modal>
  );
}
