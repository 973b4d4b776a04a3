import type { Teacher } from '@school/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useAssignClasses } from '../api/assign-classes';
import { useClassOptions } from '../api/get-class-options';
import { useSectionOptions } from '../api/get-section-options';

interface AssignClassesModalProps {
  teacher: Teacher;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

const CHECKBOX_ROW = 'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50';

/**
 * Chooses the teacher's classes, replacing those held, and sections of them: sections are offered
 * only for the checked classes (spec 02 section 5); a class without a checked section is taught
 * whole. Unchecking a class drops its sections.
 */
export function AssignClassesModal({
  teacher,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: AssignClassesModalProps) {
  const classes = useClassOptions();
  const assign = useAssignClasses();
  const [classIds, setClassIds] = useState<ReadonlySet<number>>(
    () => new Set(teacher.classes.map((c) => c.id)),
  );
  /** Checked sections, each with its class, so unchecking the class drops them. */
  const [sections, setSections] = useState<ReadonlyMap<number, number>>(() => new Map());
  const [classTeacher, setClassTeacher] = useState(false);

  const offeredClasses = classes.data ?? [];
  const checkedClasses = offeredClasses.filter((c) => classIds.has(c.id));
  const sectionQueries = useSectionOptions(checkedClasses.map((c) => c.id));

  const toggleClass = (id: number) => {
    const next = new Set(classIds);
    if (next.has(id)) {
      next.delete(id);
      setSections((current) => new Map([...current].filter(([, classId]) => classId !== id)));
    } else next.add(id);
    setClassIds(next);
  };
  const toggleSection = (id: number, classId: number) =>
    setSections((current) => {
      const next = new Map(current);
      if (next.has(id)) next.delete(id);
      else next.set(id, classId);
      return next;
    });

  const submit = () =>
    assign.mutate(
      {
        id: teacher.id,
        input: {
          class_ids: checkedClasses.map((c) => c.id),
          section_ids: [...sections.keys()],
          is_class_teacher: classTeacher,
        },
      },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? 'Classes assigned successfully!');
          onOpenChange(false);
        },
        onError: (error) => toast.error(messageOf(error, 'Failed to assign classes')),
      },
    );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Assign Classes"
      description={`The classes ${teacher.name} teaches; these replace the classes held now.`}
      size="lg"
    >
      <div className="space-y-4">
        {classes.data ? (
          offeredClasses.length > 0 ? (
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-700">Classes</legend>
              <ul className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
                {offeredClasses.map((c) => (
                  <li key={c.id}>
                    <label className={CHECKBOX_ROW}>
                      <input
                        type="checkbox"
                        className="size-4"
                        checked={classIds.has(c.id)}
                        onChange={() => toggleClass(c.id)}
                      />
                      <span className="break-words text-slate-900">{c.name}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : (
            <p className="text-sm text-slate-600">The school has no classes yet.</p>
          )
        ) : classes.isError ? (
          <p className="text-sm text-slate-600">Classes could not be loaded.</p>
        ) : (
          <Spinner label="Loading classes" />
        )}
        {checkedClasses.map((c, index) => {
          const query = sectionQueries[index];
          return (
            <fieldset key={c.id}>
              <legend className="mb-2 text-sm font-medium text-slate-700">Sections of {c.name}</legend>
              {query?.data ? (
                query.data.length > 0 ? (
                  <ul className="flex flex-wrap gap-x-2">
                    {query.data.map((s) => (
                      <li key={s.id}>
                        <label className={CHECKBOX_ROW}>
                          <input
                            type="checkbox"
                            className="size-4"
                            checked={sections.has(s.id)}
                            onChange={() => toggleSection(s.id, c.id)}
                          />
                          Section {s.name}
                        </label>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-slate-600">No sections: the whole class is taught.</p>
                )
              ) : query?.isError ? (
                <p className="text-sm text-slate-600">Sections could not be loaded.</p>
              ) : (
                <Spinner label={`Loading sections of ${c.name}`} />
              )}
            </fieldset>
          );
        })}
        <label className="flex items-center gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4"
            checked={classTeacher}
            onChange={(event) => setClassTeacher(event.target.checked)}
          />
          Class teacher
        </label>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={assign.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} busy={assign.isPending}>
            Assign Classes
          </Button>
        </div>
      </div>
    </Modal>
  );
}
