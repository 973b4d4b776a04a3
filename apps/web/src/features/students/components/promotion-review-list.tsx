import type { PromotionCandidate } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';
import { useClassOptions } from '../api/get-class-options';
import { useSectionOptions } from '../api/get-section-options';

/** What happens to one student of the review list. */
export interface Decision {
  action: 'promote' | 'hold' | 'move';
  /** Where a moved student goes: a class of the new year ('' none chosen) and its section. */
  classId: string;
  sectionId: string;
}

const idOf = (value: string) => (/^[1-9]\d*$/.test(value) ? Number(value) : undefined);

interface ReviewRowProps {
  student: PromotionCandidate;
  decision: Decision;
  graduating: boolean;
  onChange: (decision: Decision) => void;
}

/** One student: their roll number now, and promote, hold back or move them (graduate or hold back). */
function ReviewRow({ student, decision, graduating, onChange }: ReviewRowProps) {
  const { t } = useTranslation('students');
  const classes = useClassOptions();
  const sections = useSectionOptions(decision.action === 'move' ? idOf(decision.classId) : undefined);
  const actions = graduating
    ? [
        { value: 'promote', label: t('review.graduate') },
        { value: 'hold', label: t('review.hold') },
      ]
    : [
        { value: 'promote', label: t('review.promote') },
        { value: 'hold', label: t('review.hold') },
        { value: 'move', label: t('review.move') },
      ];
  return (
    <li className="flex flex-wrap items-end gap-3 border-b border-slate-100 py-3 last:border-0">
      <div className="min-w-40 flex-1">
        <span className="block font-medium break-words text-slate-900">{student.name}</span>
        <span className="block text-xs text-slate-500">
          {student.admission_no} · {t('review.roll_no', { roll: student.roll_no ?? '—' })}
          {student.section_name ? ` · ${t('review.section', { section: student.section_name })}` : ''}
        </span>
        {student.enrolled_in_target_year && (
          <span className="block text-xs text-amber-700">
            {t('review.already_in', { year: student.enrolled_in_target_year })}
          </span>
        )}
      </div>
      <SelectField
        label={t('review.decision_for', { name: student.name })}
        className="w-36"
        options={actions}
        value={decision.action}
        onChange={(event) => onChange({ ...decision, action: event.target.value as Decision['action'] })}
      />
      {decision.action === 'move' && (
        <>
          <SelectField
            label={t('review.class_for', { name: student.name })}
            className="w-40"
            placeholder={t('placement.select_class')}
            options={(classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={decision.classId}
            onChange={(event) => onChange({ ...decision, classId: event.target.value, sectionId: '' })}
          />
          <SelectField
            label={t('review.section_for', { name: student.name })}
            className="w-32"
            placeholder={t('placement.no_section')}
            disabled={!decision.classId}
            options={(decision.classId ? (sections.data ?? []) : []).map((s) => ({
              value: String(s.id),
              label: s.name,
            }))}
            value={decision.sectionId}
            onChange={(event) => onChange({ ...decision, sectionId: event.target.value })}
          />
        </>
      )}
    </li>
  );
}

interface PromotionReviewListProps {
  students: PromotionCandidate[];
  decisions: ReadonlyMap<number, Decision>;
  graduating: boolean;
  onChange: (studentId: number, decision: Decision) => void;
}

/** The review list: every active student of the class, each decided before anything is written. */
export function PromotionReviewList({ students, decisions, graduating, onChange }: PromotionReviewListProps) {
  const { t } = useTranslation('students');
  if (students.length === 0) {
    return <p className="text-sm text-slate-600">{t('review.empty')}</p>;
  }
  return (
    <ul
      aria-label={t('review.list_label')}
      className="max-h-96 overflow-y-auto rounded-md border border-slate-200 px-3"
    >
      {students.map((s) => (
        <ReviewRow
          key={s.student_id}
          student={s}
          decision={decisions.get(s.student_id)!}
          graduating={graduating}
          onChange={(decision) => onChange(s.student_id, decision)}
        />
      ))}
    </ul>
  );
}
