import type { Import, ImportSummary } from '@school/contract';
import type { TFunction } from 'i18next';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { messageOf } from '@/lib/api-error';
import { useRunImport } from './api/run-import';
import { ImportAlert } from './import-alert';
import { ImportCounts } from './import-counts';
import { ImportRowErrors } from './import-row-errors';

interface ImportReviewStepProps {
  current: Import;
  onNewFile: () => void;
  onDiscard: () => void;
  discarding: boolean;
}

/** What the dry run found, in the wizard's words; the parents' figures for students only. */
function summaryCounts(t: TFunction, summary: ImportSummary, withParents: boolean) {
  return [
    { label: t('review.rows'), value: summary.rows },
    { label: t('review.to_create'), value: summary.to_create },
    { label: t('review.to_update'), value: summary.to_update },
    { label: t('review.with_errors'), value: summary.with_errors },
    ...(withParents
      ? [
          { label: t('review.parents_to_create'), value: summary.parents_to_create },
          { label: t('review.parents_to_link'), value: summary.parents_to_link },
        ]
      : []),
  ];
}

/**
 * Step 3: the dry run's result (nothing is written yet): the counts, each row's errors, and the
 * import itself, all rows or none (the default) or only the valid ones, with invitations or not.
 */
export function ImportReviewStep({ current, onNewFile, onDiscard, discarding }: ImportReviewStepProps) {
  const { t } = useTranslation('imports');
  const group = useId();
  const [onlyValid, setOnlyValid] = useState(false);
  const [invite, setInvite] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const run = useRunImport();
  const summary = current.summary;
  const withErrors = summary?.with_errors ?? 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    run.mutate(
      { kind: current.kind, id: current.id, input: { only_valid: onlyValid, invite } },
      { onError: (error) => setErrors([messageOf(error, t('errors.run'))]) },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
        {t('review.intro', { file: current.file_name })}
      </p>
      {summary && <ImportCounts counts={summaryCounts(t, summary, current.kind === 'students')} />}
      <ImportRowErrors errors={current.errors} total={withErrors} />
      <fieldset className="space-y-2 text-sm text-slate-700">
        <legend className="mb-1 font-medium text-slate-900">{t('review.which_rows')}</legend>
        <label className="flex items-start gap-2">
          <input
            type="radio"
            name={group}
            className="mt-1"
            checked={!onlyValid}
            onChange={() => setOnlyValid(false)}
          />
          <span>
            {t('review.all_or_none')}
            <span className="block text-xs text-slate-500">{t('review.all_or_none_hint')}</span>
          </span>
        </label>
        <label className="flex items-start gap-2">
          <input
            type="radio"
            name={group}
            className="mt-1"
            checked={onlyValid}
            onChange={() => setOnlyValid(true)}
          />
          <span>
            {t('review.only_valid')}
            <span className="block text-xs text-slate-500">
              {t('review.only_valid_hint', { count: withErrors })}
            </span>
          </span>
        </label>
      </fieldset>
      <CheckboxField
        label={t('review.invite')}
        hint={t('review.invite_hint')}
        checked={invite}
        onChange={(event) => setInvite(event.target.checked)}
      />
      {/* This run's refusal, else why the last run wrote nothing (it failed, or a restart cut it). */}
      <ImportAlert messages={errors.length > 0 ? errors : current.failure ? [current.failure] : []} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onDiscard} busy={discarding} disabled={run.isPending}>
          {t('discard')}
        </Button>
        <Button variant="secondary" onClick={onNewFile} disabled={run.isPending}>
          {t('review.corrected_file')}
        </Button>
        <Button type="submit" busy={run.isPending}>
          {t('review.submit')}
        </Button>
      </div>
    </form>
  );
}
