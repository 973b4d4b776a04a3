import type { LinkedRecords } from '@school/contract';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format-number';
import { Button } from './button';
import { Modal } from './modal';
import { Spinner } from './spinner';

export type RemoveChoice = 'archive' | 'delete';

interface RemovePersonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** "Student", "Teacher", "Parent", in the reader's language (the caller translates it). */
  noun: string;
  name: string;
  /** What goes with the person, from the server; undefined while it loads. */
  links: LinkedRecords | undefined;
  /** Archive is offered, and chosen to start with (students and teachers). */
  archivable: boolean;
  busy: boolean;
  onConfirm: (choice: RemoveChoice) => void;
}

/** The roles a person may hold besides the one being removed, by their key under `remove_person.role`. */
const OTHER_ROLES: ReadonlySet<string> = new Set(['teacher', 'parent', 'student']);

/**
 * Removing a person says first what goes with them (their classes, children, parents,
 * enrolments) and what stays (their account's other roles here), then asks. Archive, which keeps
 * everything and can be undone, is the default where it is offered.
 */
export function RemovePersonDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  noun,
  name,
  links,
  archivable,
  busy,
  onConfirm,
}: RemovePersonDialogProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<RemoveChoice>(archivable ? 'archive' : 'delete');
  const group = useId();
  const linked = links?.links.filter((l) => l.count > 0) ?? [];
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={t('remove_person.title', { noun })}
      description={t('remove_person.question', { name })}
      size="md"
      role="alertdialog"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {links === undefined ? (
        <Spinner label={t('remove_person.loading')} />
      ) : (
        <div className="space-y-4 text-sm text-slate-700">
          {linked.length === 0 ? (
            <p>{t('remove_person.nothing_linked', { name })}</p>
          ) : (
            <div>
              <p className="font-medium text-slate-900">{t('remove_person.linked_to', { name })}</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {linked.map((l) => (
                  <li key={l.kind}>
                    {l.label} ({formatNumber(l.count)}): {l.names.join(', ')}
                    {l.count > l.names.length ? ', …' : ''}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {links.other_roles.length > 0 && (
            <p>
              {t('remove_person.also_role', {
                name,
                roles: links.other_roles.map((r) => (OTHER_ROLES.has(r) ? t(`remove_person.role.${r}`) : r)),
              })}
            </p>
          )}
          <fieldset className="space-y-2">
            <legend className="sr-only">{t('remove_person.how')}</legend>
            {archivable && (
              <label className="flex items-start gap-2">
                <input
                  type="radio"
                  name={group}
                  className="mt-1"
                  checked={choice === 'archive'}
                  onChange={() => setChoice('archive')}
                />
                <span>
                  <Trans
                    t={t}
                    i18nKey="remove_person.archive_option"
                    components={{ strong: <span className="font-medium text-slate-900" /> }}
                  />
                </span>
              </label>
            )}
            <label className="flex items-start gap-2">
              <input
                type="radio"
                name={group}
                className="mt-1"
                checked={choice === 'delete'}
                onChange={() => setChoice('delete')}
              />
              <span>
                <Trans
                  t={t}
                  i18nKey="remove_person.delete_option"
                  components={{ strong: <span className="font-medium text-slate-900" /> }}
                />
              </span>
            </label>
          </fieldset>
        </div>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
          {t('actions.cancel')}
        </Button>
        <Button
          variant={choice === 'archive' ? 'primary' : 'danger'}
          busy={busy}
          disabled={links === undefined}
          onClick={() => onConfirm(choice)}
        >
          {choice === 'archive' ? t('actions.archive') : t('actions.delete')}
        </Button>
      </div>
    </Modal>
  );
}
