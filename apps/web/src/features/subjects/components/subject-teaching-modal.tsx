import type { Subject, SubjectTeaching } from '@school/contract';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useSubjectTeaching } from '../api/get-subject-teaching';
import { useClassOptions, useSectionOptions, useTeacherOptions } from '../api/get-teaching-options';
import { useSetSubjectTeaching } from '../api/set-subject-teaching';
import { addTeacher, initialLinks, removeTeacher, teachingInput, toggleClass, type Links } from '../teaching';

interface SubjectTeachingModalProps {
  subject: Subject;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

const CHECKBOX_ROW = 'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50';

/**
 * The classes that offer a subject and who teaches it in each (a section or the whole class). It
 * opens with the subject's whole current teaching and saves it back whole.
 */
export function SubjectTeachingModal({
  subject,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: SubjectTeachingModalProps) {
  const { t } = useTranslation('subjects');
  const teaching = useSubjectTeaching(subject.id);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('teaching.title', { name: subject.name })}
      description={t('teaching.description')}
      size="lg"
    >
      {teaching.data ? (
        <TeachingForm subject={subject} teaching={teaching.data} onDone={() => onOpenChange(false)} />
      ) : teaching.isError ? (
        <p className="text-sm text-slate-600">{messageOf(teaching.error, t('teaching.failed'))}</p>
      ) : (
        <Spinner label={t('teaching.loading')} />
      )}
    </Modal>
  );
}

interface TeachingFormProps {
  subject: Subject;
  teaching: SubjectTeaching;
  onDone: () => void;
}

function TeachingForm({ subject, teaching, onDone }: TeachingFormProps) {
  const { t } = useTranslation('subjects');
  const classes = useClassOptions();
  const teachers = useTeacherOptions();
  const save = useSetSubjectTeaching();
  const [links, setLinks] = useState<Links>(() => initialLinks(teaching));

  // A linked class beyond the 100 offered stays listed (and kept) rather than silently dropped.
  const offered = (classes.data ?? []).map((c) => ({ id: c.id, name: c.name }));
  const extra = links.filter((l) => !offered.some((c) => c.id === l.class_id));
  const choices = [...offered, ...extra.map((l) => ({ id: l.class_id, name: l.class_name }))];
  const linked = choices.flatMap((c) => links.find((l) => l.class_id === c.id) ?? []);
  const sectionQueries = useSectionOptions(linked.map((l) => l.class_id));

  const teacherName = (id: number, fallback: string) =>
    teachers.data?.find((teacher) => teacher.id === id)?.name ?? fallback;

  const submit = () =>
    save.mutate(
      { id: subject.id, input: teachingInput(links) },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? t('toast.teaching_saved'));
          onDone();
        },
        onError: (error) => toast.error(messageOf(error, t('errors.teaching_save'))),
      },
    );

  return (
    <div className="space-y-4">
      {classes.data ? (
        choices.length > 0 ? (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-700">
              {t('teaching.classes_legend', { name: subject.name })}
            </legend>
            <ul className="max-h-48 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
              {choices.map((c) => (
                <li key={c.id}>
                  <label className={CHECKBOX_ROW}>
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={links.some((l) => l.class_id === c.id)}
                      onChange={() => setLinks((current) => toggleClass(current, c))}
                    />
                    <span className="break-words text-slate-900">{c.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : (
          <p className="text-sm text-slate-600">{t('teaching.no_classes')}</p>
        )
      ) : classes.isError ? (
        <p className="text-sm text-slate-600">{t('teaching.classes_failed')}</p>
      ) : (
        <Spinner label={t('teaching.classes_loading')} />
      )}
      {linked.map((link, index) => (
        <ClassTeachers
          key={link.class_id}
          link={link}
          sections={sectionQueries[index]?.data}
          teachers={teachers.data}
          teacherName={teacherName}
          onAdd={(teacher) => setLinks((current) => addTeacher(current, link.class_id, teacher))}
          onRemove={(teacher) => setLinks((current) => removeTeacher(current, link.class_id, teacher))}
        />
      ))}
      {teaching.school_wide_teachers.length > 0 && (
        <p className="text-sm text-slate-600">
          {t('teaching.school_wide', {
            names: teaching.school_wide_teachers.map((teacher) => teacher.teacher_name).join(', '),
          })}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={submit} busy={save.isPending}>
          {t('common:actions.save')}
        </Button>
      </div>
    </div>
  );
}

interface ClassTeachersProps {
  link: Links[number];
  sections: { id: number; name: string }[] | undefined;
  teachers: { id: number; name: string }[] | undefined;
  teacherName: (id: number, fallback: string) => string;
  onAdd: (teacher: {
    teacher_id: number;
    teacher_name: string;
    section_id: number | null;
    section_name: string | null;
  }) => void;
  onRemove: (teacher: { teacher_id: number; section_id: number | null }) => void;
}

/** The teachers of the subject in one class, and a picker to add one (a section or the whole class). */
function ClassTeachers({ link, sections, teachers, teacherName, onAdd, onRemove }: ClassTeachersProps) {
  const { t } = useTranslation('subjects');
  const [teacherId, setTeacherId] = useState('');
  const [sectionId, setSectionId] = useState('');
  const add = () => {
    const teacher = teachers?.find((option) => String(option.id) === teacherId);
    if (!teacher) return;
    const section = sections?.find((s) => String(s.id) === sectionId) ?? null;
    onAdd({
      teacher_id: teacher.id,
      teacher_name: teacher.name,
      section_id: section?.id ?? null,
      section_name: section?.name ?? null,
    });
    setTeacherId('');
  };
  return (
    <fieldset className="rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">
        {t('teaching.class_teachers', { className: link.class_name })}
      </legend>
      {link.teachers.length > 0 ? (
        <ul className="mb-3 divide-y divide-slate-100">
          {link.teachers.map((teacher) => {
            const where = teacher.section_name
              ? t('teaching.section', { name: teacher.section_name })
              : t('teaching.whole_class');
            const name = teacherName(teacher.teacher_id, teacher.teacher_name);
            return (
              <li
                key={`${teacher.teacher_id}:${teacher.section_id ?? ''}`}
                className="flex items-center justify-between gap-2 py-1.5 text-sm"
              >
                <span className="break-words text-slate-900">
                  {name} <span className="text-slate-500">({where})</span>
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('teaching.remove', { name, where, className: link.class_name })}
                  onClick={() => onRemove(teacher)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mb-3 text-sm text-slate-600">{t('teaching.no_teacher')}</p>
      )}
      {teachers ? (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            className="min-w-40 flex-1"
            label={t('teaching.teacher_label', { className: link.class_name })}
            placeholder={t('teaching.teacher_placeholder')}
            options={teachers.map((option) => ({ value: String(option.id), label: option.name }))}
            value={teacherId}
            onChange={(event) => setTeacherId(event.target.value)}
          />
          <SelectField
            className="min-w-32 flex-1"
            label={t('teaching.where_label', { className: link.class_name })}
            placeholder={t('teaching.whole_class')}
            options={(sections ?? []).map((s) => ({
              value: String(s.id),
              label: t('teaching.section', { name: s.name }),
            }))}
            value={sectionId}
            onChange={(event) => setSectionId(event.target.value)}
          />
          <Button
            variant="secondary"
            onClick={add}
            disabled={teacherId === ''}
            aria-label={t('teaching.add_label', { className: link.class_name })}
          >
            {t('teaching.add')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
