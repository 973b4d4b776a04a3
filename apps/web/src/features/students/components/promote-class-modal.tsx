import { ROLL_NUMBERINGS, type ClassPromotionInput, type RollNumbering } from '@school/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { ApiError, messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useAcademicYearOptions } from '../api/get-academic-year-options';
import { useClassOptions } from '../api/get-class-options';
import { usePromotionCandidates } from '../api/get-promotion-candidates';
import { useSectionOptions } from '../api/get-section-options';
import { useGraduateClass, usePromoteClass } from '../api/promote-class';
import { PromotionReviewList, type Decision } from './promotion-review-list';

/** The key of each way to number the rolls of the new class. */
const ROLL_LABELS: Record<RollNumbering, string> = {
  keep: 'promote_class.roll_keep',
  by_name: 'promote_class.roll_by_name',
  by_roll_no: 'promote_class.roll_by_roll_no',
};

const idOf = (value: string) => (/^[1-9]\d*$/.test(value) ? Number(value) : undefined);
const sectionOf = (value: string) => idOf(value) ?? null;

interface PromoteClassModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Year end in one step: a class (or one section) of a year promoted into a class of a later
 * year, or graduated, from a review list where single students are held back or moved. The
 * server writes all of it or nothing.
 */
export function PromoteClassModal({ open, onOpenChange, onCloseAutoFocus }: PromoteClassModalProps) {
  const { t } = useTranslation(['students', 'common']);
  const years = useAcademicYearOptions();
  const classes = useClassOptions();
  const [mode, setMode] = useState<'promote' | 'graduate'>('promote');
  const [from, setFrom] = useState({ year: '', classId: '', section: '' });
  const [to, setTo] = useState({ year: '', classId: '', section: '' });
  const [rolls, setRolls] = useState<RollNumbering>('keep');
  const [changes, setChanges] = useState(new Map<number, Decision>());
  const [problems, setProblems] = useState<string[]>([]);
  const fromSections = useSectionOptions(idOf(from.classId));
  const toSections = useSectionOptions(idOf(to.classId));
  const promote = usePromoteClass();
  const graduate = useGraduateClass();
  const busy = promote.isPending || graduate.isPending;

  // The current year is where a year end starts from.
  const currentYear = years.data?.find((y) => y.is_current);
  const fromYear = from.year || (currentYear ? String(currentYear.id) : '');

  const source =
    idOf(fromYear) && idOf(from.classId)
      ? {
          academic_year_id: idOf(fromYear)!,
          class_id: idOf(from.classId)!,
          section_id: sectionOf(from.section),
          ...(mode === 'promote' && idOf(to.year) ? { to_academic_year_id: idOf(to.year)! } : {}),
        }
      : null;
  const candidates = usePromotionCandidates(source);
  const students = useMemo(() => candidates.data?.students ?? [], [candidates.data]);

  // A list starts decided: everyone goes on, but whoever is in the new year already is held back.
  // `changes` holds only what the admin changed.
  const decisions = useMemo(
    () =>
      new Map<number, Decision>(
        students.map((s) => [
          s.student_id,
          changes.get(s.student_id) ?? {
            action: s.enrolled_in_target_year ? 'hold' : 'promote',
            classId: '',
            sectionId: '',
          },
        ]),
      ),
    [students, changes],
  );

  const yearOptions = (years.data ?? []).map((y) => ({
    value: String(y.id),
    label: y.is_current ? t('promote_class.current_year', { name: y.name }) : y.name,
  }));
  const classOptions = (classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const decided = [...decisions.values()];
  const going = decided.filter((d) => d.action !== 'hold').length;

  const onError = (error: unknown) => {
    const fields = error instanceof ApiError ? Object.values(error.fieldErrors).flat() : [];
    setProblems(fields);
    toast.error(
      messageOf(error, mode === 'promote' ? t('errors.promote_class') : t('errors.graduate_class')),
    );
  };
  const onSuccess = ({ message }: { message: string | undefined }) => {
    toast.success(message ?? t('toast.class_done'));
    onOpenChange(false);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setProblems([]);
    if (!source) return setProblems([t('promote_class.problem_source')]);
    const list = students.map((s) => {
      const d = decisions.get(s.student_id)!;
      if (d.action !== 'move') return { student_id: s.student_id, action: d.action };
      return {
        student_id: s.student_id,
        action: 'promote' as const,
        ...(idOf(d.classId) ? { class_id: idOf(d.classId)! } : {}),
        section_id: sectionOf(d.sectionId),
      };
    });
    if (mode === 'graduate') {
      graduate.mutate(
        {
          academic_year_id: source.academic_year_id,
          class_id: source.class_id,
          section_id: source.section_id,
          students: list,
        },
        { onSuccess, onError },
      );
      return;
    }
    if (!idOf(to.year) || !idOf(to.classId)) {
      return setProblems([t('promote_class.problem_target')]);
    }
    const input: ClassPromotionInput = {
      from_academic_year_id: source.academic_year_id,
      from_class_id: source.class_id,
      from_section_id: source.section_id,
      to_academic_year_id: idOf(to.year)!,
      to_class_id: idOf(to.classId)!,
      to_section_id: sectionOf(to.section),
      roll_numbers: rolls,
      students: list,
    };
    promote.mutate(input, { onSuccess, onError });
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('promote_class.title')}
      description={t('promote_class.description')}
      size="xl"
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-2 font-medium text-slate-900">{t('promote_class.mode_legend')}</legend>
          {(['promote', 'graduate'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="mode"
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
              />
              {value === 'promote' ? t('promote_class.mode_promote') : t('promote_class.mode_graduate')}
            </label>
          ))}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 font-medium text-slate-900">{t('promote_class.from_legend')}</legend>
          <SelectField
            label={t('promote_class.from_year')}
            required
            placeholder={t('placement.select_year')}
            options={yearOptions}
            value={fromYear}
            onChange={(event) => {
              setFrom({ ...from, year: event.target.value });
              setChanges(new Map());
            }}
          />
          <SelectField
            label={t('promote_class.from_class')}
            required
            placeholder={t('placement.select_class')}
            options={classOptions}
            value={from.classId}
            onChange={(event) => {
              setFrom({ ...from, classId: event.target.value, section: '' });
              setChanges(new Map());
            }}
          />
          <SelectField
            label={t('promote_class.from_section')}
            placeholder={from.classId ? t('promote_class.whole_class') : t('placement.select_class_first')}
            disabled={!from.classId}
            options={(from.classId ? (fromSections.data ?? []) : []).map((s) => ({
              value: String(s.id),
              label: s.name,
            }))}
            value={from.section}
            onChange={(event) => setFrom({ ...from, section: event.target.value })}
          />
        </fieldset>
        {mode === 'promote' && (
          <fieldset className="grid gap-4 sm:grid-cols-3">
            <legend className="mb-2 font-medium text-slate-900">{t('promote_class.to_legend')}</legend>
            <SelectField
              label={t('promote_class.to_year')}
              required
              placeholder={t('placement.select_year')}
              options={yearOptions.filter((y) => y.value !== fromYear)}
              value={to.year}
              onChange={(event) => setTo({ ...to, year: event.target.value })}
            />
            <SelectField
              label={t('promote_class.to_class')}
              required
              placeholder={t('placement.select_class')}
              options={classOptions}
              value={to.classId}
              onChange={(event) => setTo({ ...to, classId: event.target.value, section: '' })}
            />
            <SelectField
              label={t('promote_class.to_section')}
              placeholder={to.classId ? t('placement.no_section') : t('placement.select_class_first')}
              disabled={!to.classId}
              options={(to.classId ? (toSections.data ?? []) : []).map((s) => ({
                value: String(s.id),
                label: s.name,
              }))}
              value={to.section}
              onChange={(event) => setTo({ ...to, section: event.target.value })}
            />
            <SelectField
              label={t('promote_class.roll_numbers')}
              className="sm:col-span-3"
              options={ROLL_NUMBERINGS.map((r) => ({ value: r, label: t(ROLL_LABELS[r]) }))}
              value={rolls}
              onChange={(event) => setRolls(event.target.value as RollNumbering)}
            />
          </fieldset>
        )}
        <section aria-label={t('promote_class.review_label')} className="space-y-2">
          <h3 className="font-medium text-slate-900">
            {source
              ? t(
                  mode === 'promote'
                    ? 'promote_class.review_heading_promote'
                    : 'promote_class.review_heading_graduate',
                  { count: going, total: students.length },
                )
              : t('promote_class.review_heading')}
          </h3>
          {!source ? (
            <p className="text-sm text-slate-600">{t('promote_class.choose_source')}</p>
          ) : candidates.isPending ? (
            <p className="text-sm text-slate-600">{t('promote_class.loading')}</p>
          ) : (
            <PromotionReviewList
              students={students}
              decisions={decisions}
              graduating={mode === 'graduate'}
              onChange={(id, decision) => setChanges(new Map(changes).set(id, decision))}
            />
          )}
        </section>
        {problems.length > 0 && (
          <ul role="alert" className="list-disc space-y-1 rounded-md bg-red-50 p-3 pl-8 text-sm text-red-700">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" busy={busy} disabled={!source || students.length === 0}>
            {mode === 'promote'
              ? t('promote_class.submit_promote', { count: going })
              : t('promote_class.submit_graduate', { count: going })}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
