import type { LinkedRecords } from '@school/contract';
import { useId, useState } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import { Spinner } from './spinner';

export type RemoveChoice = 'archive' | 'delete';

interface RemovePersonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** "Student", "Teacher", "Parent". */
  noun: string;
  name: string;
  /** What goes with the person, from the server; undefined while it loads. */
  links: LinkedRecords | undefined;
  /** Archive is offered, and chosen to start with (students and teachers). */
  archivable: boolean;
  busy: boolean;
  onConfirm: (choice: RemoveChoice) => void;
}

const ROLE_LABELS: Record<string, string> = { teacher: 'teacher', parent: 'parent', student: 'student' };

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
  const [choice, setChoice] = useState<RemoveChoice>(archivable ? 'archive' : 'delete');
  const group = useId();
  const linked = links?.links.filter((l) => l.count > 0) ?? [];
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={`Remove ${noun}`}
      description={`What happens to ${name}?`}
      size="md"
      role="alertdialog"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {links === undefined ? (
        <Spinner label="Loading what is linked" />
      ) : (
        <div className="space-y-4 text-sm text-slate-700">
          {linked.length === 0 ? (
            <p>Nothing else is linked to {name}.</p>
          ) : (
            <div>
              <p className="font-medium text-slate-900">Linked to {name}:</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {linked.map((l) => (
                  <li key={l.kind}>
                    {l.label} ({l.count}): {l.names.join(', ')}
                    {l.count > l.names.length ? ', …' : ''}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {links.other_roles.length > 0 && (
            <p>
              {name} is also a {links.other_roles.map((r) => ROLE_LABELS[r] ?? r).join(' and ')} here: their
              account and that role stay.
            </p>
          )}
          <fieldset className="space-y-2">
            <legend className="sr-only">Remove how</legend>
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
                  <span className="font-medium text-slate-900">Archive</span> (recommended): kept with
                  everything above, out of the lists and unable to sign in; can be restored.
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
                <span className="font-medium text-slate-900">Delete permanently</span>: everything above that
                is theirs goes too. This cannot be undone.
              </span>
            </label>
          </fieldset>
        </div>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button
          variant={choice === 'archive' ? 'primary' : 'danger'}
          busy={busy}
          disabled={links === undefined}
          onClick={() => onConfirm(choice)}
        >
          {choice === 'archive' ? 'Archive' : 'Delete'}
        </Button>
      </div>
    </Modal>
  );
}
