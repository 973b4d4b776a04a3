import type { Teacher, TeacherDetail } from '@school/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useAssignClasses } from '../api/assign-classes';
import { useClassOptions } from '../api/get-class-options';
import { useClassTeachers } from '../api/get-class-teachers';
import { useSectionOptions } from '../api/get-section-options';
import { useTeacher } from '../api/get-teacher';
import { assignInput, initialState, otherLeaders, placeKey, type AssignState } from '../placements';

interface AssignClassesModalProps {
  teacher: Teacher;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

const CHECKBOX_ROW = 'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50';

/**
 * Chooses the teacher's classes, sections of them and the places they lead as class teacher. It
 * opens with the teacher's whole current state (loaded fresh, not the list row), so saving without
 * a change keeps everything; the form is shown only once that state is in.
 */
export function AssignClassesModal({
  teacher,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: AssignClassesModalProps) {
  const { t } = useTranslation('teachers');
  const detail = useTeacher(teacher.id);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('assign.title')}
      description={t('assign.description', { name: teacher.name })}
      size="lg"
    >
      {detail.data ? (
        <AssignClassesForm teacher={detail.data} onDone={() => onOpenChange(false)} />
      ) : detail.isError ? (
        <p className="text-sm text-slate-600">{t('assign.teacher_load_failed')}</p>
      ) : (
        <Spinner label={t('assign.teacher_loading')} />
      )}
    </Modal>
  );
}

function AssignClassesForm({ teacher, onDone }: { teacher: TeacherDetail; onDone: () => void }) {
  const { t } = useTranslation('teachers');
  const classes = useClassOptions();
  const assign = useAssignClasses();
  const [state, setState] = useState<AssignState>(() => initialState(teacher.placements));

  // A held class beyond the 100 offered stays listed (and kept) rather than silently dropped.
  const offered = classes.data ?? [];
  const held = teacher.placements
    .filter((p) => !offered.some((c) => c.id === p.class_id))
    .map((p) => ({ id: p.class_id, name: p.class_name }));
  const choices = [...offered, ...new Map(held.map((c) => [c.id, c])).values()];
  const classOrder = choices.map((c) => c.id);
  const checkedClasses = choices.filter((c) => state.classIds.has(c.id));
  const checkedIds = checkedClasses.map((c) => c.id);
  const sectionQueries = useSectionOptions(checkedIds);
  const teacherQueries = useClassTeachers(checkedIds);

  const toggleClass = (id: number) =>
    setState((current) => {
      const classIds = new Set(current.classIds);
      let sections = current.sections;
      if (classIds.has(id)) {
        classIds.delete(id);
        sections = new Map([...current.sections].filter(([, classId]) => classId !== id));
      } else classIds.add(id);
      return { ...current, classIds, sections };
    });
  const toggleSection = (id: number, classId: number) =>
    setState((current) => {
      const sections = new Map(current.sections);
      if (sections.has(id)) sections.delete(id);
      else sections.set(id, classId);
      return { ...current, sections };
    });
  const toggleLead = (key: string) =>
    setState((current) => {
      const leads = new Set(current.leads);
      if (leads.has(key)) leads.delete(key);
      else leads.add(key);
      return { ...current, leads };
    });

  const submit = () =>
    assign.mutate(
      { id: teacher.id, input: assignInput(state, classOrder) },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? t('toast.classes_assigned'));
          onDone();
        },
        // 409 when another teacher leads a chosen place: the server's message names them.
        onError: (error) => toast.error(messageOf(error, t('toast.assign_failed'))),
      },
    );

  /** The class-teacher choice of one place, or who leads it when someone else does. */
  const leadControl = (
    classId: number,
    sectionId: number | null,
    placeName: string,
    leaders: Map<string, string>,
  ) => {
    const key = placeKey(classId, sectionId);
    const other = leaders.get(key);
    if (other) {
      return <span className="px-3 py-2 text-sm text-slate-600">{t('assign.led_by', { name: other })}</span>;
    }
    return (
      <label className={CHECKBOX_ROW}>
        <input
          type="checkbox"
          className="size-4"
          checked={state.leads.has(key)}
          onChange={() => toggleLead(key)}
        />
        {t('assign.lead', { place: placeName })}
      </label>
    );
  };

  return (
    <div className="space-y-4">
      {classes.data ? (
        choices.length > 0 ? (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-700">{t('assign.classes')}</legend>
            <ul className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
              {choices.map((c) => (
                <li key={c.id}>
                  <label className={CHECKBOX_ROW}>
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={state.classIds.has(c.id)}
                      onChange={() => toggleClass(c.id)}
                    />
                    <span className="break-words text-slate-900">{c.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : (
          <p className="text-sm text-slate-600">{t('assign.no_classes')}</p>
        )
      ) : classes.isError ? (
        <p className="text-sm text-slate-600">{t('assign.classes_load_failed')}</p>
      ) : (
        <Spinner label={t('assign.classes_loading')} />
      )}
      {checkedClasses.map((c, index) => {
        const query = sectionQueries[index];
        const leaders = otherLeaders(c.id, teacherQueries[index]?.data ?? [], teacher.id);
        const taughtWhole = ![...state.sections.values()].includes(c.id);
        return (
          <fieldset key={c.id}>
            <legend className="mb-2 text-sm font-medium text-slate-700">
              {t('assign.sections_of', { class_name: c.name })}
            </legend>
            {query?.data ? (
              query.data.length > 0 ? (
                <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
                  {query.data.map((s) => (
                    <li key={s.id} className="flex flex-wrap items-center justify-between gap-x-2">
                      <label className={CHECKBOX_ROW}>
                        <input
                          type="checkbox"
                          className="size-4"
                          checked={state.sections.has(s.id)}
                          onChange={() => toggleSection(s.id, c.id)}
                        />
                        {t('assign.section', { section_name: s.name })}
                      </label>
                      {state.sections.has(s.id) &&
                        leadControl(
                          c.id,
                          s.id,
                          t('assign.section_of_class', { section_name: s.name, class_name: c.name }),
                          leaders,
                        )}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-slate-600">{t('assign.no_sections')}</p>
              )
            ) : query?.isError ? (
              <p className="text-sm text-slate-600">{t('assign.sections_load_failed')}</p>
            ) : (
              <Spinner label={t('assign.sections_loading', { class_name: c.name })} />
            )}
            {taughtWhole && (
              <div className="mt-1 flex flex-wrap items-center justify-between gap-x-2">
                {query?.data && query.data.length > 0 && (
                  <p className="px-3 text-sm text-slate-600">{t('assign.no_section_chosen')}</p>
                )}
                {leadControl(c.id, null, c.name, leaders)}
              </div>
            )}
          </fieldset>
        );
      })}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={assign.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={submit} busy={assign.isPending}>
          {t('assign.submit')}
        </Button>
      </div>
    </div>
  );
}
