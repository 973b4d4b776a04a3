import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { ApiError, messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useBulkCreatePermissions } from '../api/bulk-create-permissions';

interface Row {
  key: number;
  name: string;
  display_name: string;
  description: string;
}

interface BulkCreateModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** An example of a permission's system name, which stays English in every language. */
const EXAMPLE_NAME = 'reports_view';

let nextKey = 0;
const blankRow = (): Row => ({ key: nextKey++, name: '', display_name: '', description: '' });

/**
 * Several permissions at once (spec 01 section 5): rows with a blank name are dropped, none left
 * means "Please add at least one permission" and no call; the first row stays while it is the
 * only one. The server creates all or none and names each bad row by its index.
 */
export function BulkCreateModal({ open, onOpenChange, onCloseAutoFocus }: BulkCreateModalProps) {
  const { t } = useTranslation('permissions');
  const create = useBulkCreatePermissions();
  const [rows, setRows] = useState<Row[]>(() => [blankRow()]);
  /** Server messages by row key. */
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const change = (key: number, field: keyof Omit<Row, 'key'>, value: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = rows.filter((row) => row.name.trim() !== '');
    setRowErrors({});
    if (sent.length === 0) {
      setFormError(t('bulk.none'));
      toast.error(t('bulk.none'));
      return;
    }
    setFormError(null);
    create.mutate(
      {
        permissions: sent.map((row) => ({
          name: row.name.trim(),
          display_name: row.display_name.trim() || null,
          description: row.description.trim() || null,
        })),
      },
      {
        onSuccess: ({ message, data }) => {
          toast.success(message ?? t('bulk.created', { count: data.permissions.length }));
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            const byRow: Record<number, string> = {};
            for (const [field, messages] of Object.entries(error.fieldErrors)) {
              const index = /^permissions\.(\d+)\./.exec(field)?.[1];
              const row = index === undefined ? undefined : sent[Number(index)];
              if (row && messages[0]) byRow[row.key] ??= messages[0];
            }
            setRowErrors(byRow);
          }
          toast.error(messageOf(error, t('bulk.failed')));
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('bulk.title')}
      size="xl"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <ol className="space-y-3">
          {rows.map((row, index) => (
            <li
              key={row.key}
              className="grid items-start gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
            >
              <TextField
                label={t('bulk.name', { row: index + 1 })}
                placeholder={EXAMPLE_NAME}
                value={row.name}
                error={rowErrors[row.key]}
                onChange={(event) => change(row.key, 'name', event.target.value)}
              />
              <TextField
                label={t('bulk.display_name', { row: index + 1 })}
                value={row.display_name}
                onChange={(event) => change(row.key, 'display_name', event.target.value)}
              />
              <TextField
                label={t('bulk.description', { row: index + 1 })}
                value={row.description}
                onChange={(event) => change(row.key, 'description', event.target.value)}
              />
              <Button
                variant="secondary"
                className="sm:mt-6"
                aria-label={t('bulk.remove_row', { row: index + 1 })}
                disabled={rows.length === 1}
                onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ol>
        <Button variant="secondary" onClick={() => setRows((current) => [...current, blankRow()])}>
          <Plus aria-hidden="true" className="size-4" />
          {t('bulk.add_row')}
        </Button>
        {formError && (
          <p role="alert" className="text-sm text-red-700">
            {formError}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={create.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" busy={create.isPending}>
            {t('bulk.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
