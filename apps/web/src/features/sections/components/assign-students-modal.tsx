import type { Section } from '@school/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useAssignCandidates } from '../api/get-assign-candidates';
import { useAssignStudents } from '../api/assign-students';

interface AssignStudentsModalProps {
  section: Section;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Picks students of the section's class to seat in it: the class's active students this year who
 * are not in it already. More than the seats left cannot be sent; the server keeps the limit too.
 */
export function AssignStudentsModal({
  section,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: AssignStudentsModalProps) {
  const { t } = useTranslation('sections');
  const candidates = useAssignCandidates(section.class_id);
  const assign = useAssignStudents();
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [search, setSearch] = useState('');
  const seatsLeft = section.capacity === null ? null : Math.max(0, section.capacity - section.students_count);
  const tooMany = seatsLeft !== null && selected.size > seatsLeft;

  const term = search.trim().toLowerCase();
  const offered = (candidates.data ?? []).filter(
    (s) =>
      s.section_id !== section.id &&
      (term === '' || s.name.toLowerCase().includes(term) || s.admission_no.toLowerCase().includes(term)),
  );
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = () =>
    assign.mutate(
      { id: section.id, input: { student_ids: [...selected] } },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? t('toast.assigned'));
          onOpenChange(false);
        },
        onError: (error) => toast.error(messageOf(error, t('errors.assign'))),
      },
    );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('assign.title')}
      description={
        seatsLeft === null
          ? t('assign.description_unlimited', { name: section.name, className: section.class_name })
          : t('assign.description', { name: section.name, className: section.class_name, count: seatsLeft })
      }
      size="lg"
    >
      <div className="space-y-4">
        <SearchInput
          label={t('assign.search_label')}
          placeholder={t('assign.search_placeholder')}
          value={search}
          onSearch={setSearch}
        />
        {candidates.data ? (
          offered.length > 0 ? (
            <fieldset>
              <legend className="sr-only">{t('assign.legend', { className: section.class_name })}</legend>
              <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
                {offered.map((student) => (
                  <li key={student.id}>
                    <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50">
                      <input
                        type="checkbox"
                        className="size-4"
                        checked={selected.has(student.id)}
                        onChange={() => toggle(student.id)}
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block font-medium break-words text-slate-900">{student.name}</span>
                        <span className="block text-xs text-slate-500">
                          {student.admission_no} · {student.class_name}
                          {student.section_name
                            ? ` · ${t('assign.now_in', { name: student.section_name })}`
                            : ''}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : (
            <p className="text-sm text-slate-600">
              {term ? t('assign.no_match') : t('assign.none', { className: section.class_name })}
            </p>
          )
        ) : candidates.isError ? (
          <p className="text-sm text-slate-600">{t('assign.failed')}</p>
        ) : (
          <Spinner label={t('assign.loading')} />
        )}
        <p
          className={`text-sm ${tooMany ? 'font-medium text-red-700' : 'text-slate-600'}`}
          aria-live="polite"
        >
          {tooMany
            ? t('assign.too_many', { selected: selected.size, count: seatsLeft })
            : t('assign.selected', { count: selected.size })}
        </p>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={assign.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={submit} busy={assign.isPending} disabled={selected.size === 0 || tooMany}>
            {t('assign.submit')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
