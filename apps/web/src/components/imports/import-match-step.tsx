import { fieldLabel, IMPORT_COLUMNS, type Import } from '@school/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { useCheckImport } from './api/check-import';
import { ImportAlert } from './import-alert';
import { matchedTwice, unmatchedRequired } from './import-columns';
import { refusalMessages } from './import-errors';

interface ImportMatchStepProps {
  current: Import;
  /** Back to the upload, to send another file. */
  onNewFile: () => void;
  onDiscard: () => void;
  discarding: boolean;
}

/**
 * Step 2: the field each column of the file holds, as the server proposed it from the header;
 * the admin changes a match or leaves a column out, then checks the file (the dry run).
 */
export function ImportMatchStep({ current, onNewFile, onDiscard, discarding }: ImportMatchStepProps) {
  const { t } = useTranslation('imports');
  const [columns, setColumns] = useState<(string | null)[]>(() =>
    current.headers.map((_header, index) => current.columns[index] ?? null),
  );
  const [errors, setErrors] = useState<string[]>([]);
  const check = useCheckImport();
  const fields = IMPORT_COLUMNS[current.kind];
  const options = fields.map(({ field, required }) => ({
    value: field,
    label: required ? t('match.required', { field: fieldLabel(field) }) : fieldLabel(field),
  }));
  const missing = unmatchedRequired(current.kind, columns);
  const twice = matchedTwice(columns);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    check.mutate(
      { kind: current.kind, id: current.id, input: { columns } },
      { onError: (error) => setErrors(refusalMessages(error, 'columns', t('errors.check'))) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
        {t('match.intro', { file: current.file_name, count: current.rows })}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {current.headers.map((header, index) => {
          const field = columns[index] ?? null;
          return (
            <li key={index} className="min-w-0">
              <SelectField
                label={header.trim() || t('match.unnamed', { number: index + 1 })}
                options={options}
                placeholder={t('match.leave_out')}
                value={field ?? ''}
                error={field !== null && twice.has(field) ? t('match.twice') : undefined}
                onChange={(event) =>
                  setColumns((now) => now.map((f, i) => (i === index ? event.target.value || null : f)))
                }
              />
            </li>
          );
        })}
      </ul>
      <p role="status" className="text-sm text-slate-600">
        {missing.length > 0
          ? t('match.missing', { fields: missing.map((f) => fieldLabel(f)) })
          : t('match.all_required')}
      </p>
      <ImportAlert messages={errors} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onDiscard} busy={discarding} disabled={check.isPending}>
          {t('discard')}
        </Button>
        <Button variant="secondary" onClick={onNewFile} disabled={check.isPending}>
          {t('new_file')}
        </Button>
        <Button type="submit" busy={check.isPending}>
          {t('match.submit')}
        </Button>
      </div>
    </form>
  );
}
