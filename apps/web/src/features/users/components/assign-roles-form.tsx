import type { RoleSummary } from '@school/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useAssignUserRoles } from '../api/assign-user-roles';

interface AssignRolesFormProps {
  userId: number;
  options: readonly RoleSummary[];
  /** The user's role ids, main role first. */
  initial: readonly number[];
  onDone: () => void;
}

const nameOf = (role: RoleSummary) => role.display_name || role.name;

/** Checkboxes for the set of roles, and which of them is the main one (sent first). */
export function AssignRolesForm({ userId, options, initial, onDone }: AssignRolesFormProps) {
  const assign = useAssignUserRoles();
  const [checked, setChecked] = useState<ReadonlySet<number>>(() => new Set(initial));
  const [chosenMain, setChosenMain] = useState<number | null>(initial[0] ?? null);
  const selected = options.filter((role) => checked.has(role.id));
  // Unticking the main role hands that place to the first role still ticked.
  const main = chosenMain !== null && checked.has(chosenMain) ? chosenMain : (selected[0]?.id ?? null);

  const toggle = (id: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (main === null) return;
    const roleIds = [main, ...selected.map((role) => role.id).filter((id) => id !== main)];
    assign.mutate(
      { id: userId, roleIds },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? 'Roles assigned successfully!');
          onDone();
        },
        onError: (error) => toast.error(messageOf(error, 'Failed to assign roles')),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">Roles</legend>
        <div className="space-y-2">
          {options.map((role) => (
            <label key={role.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" checked={checked.has(role.id)} onChange={() => toggle(role.id)} />
              {nameOf(role)}
            </label>
          ))}
        </div>
      </fieldset>
      {selected.length > 1 && (
        <SelectField
          label="Main role"
          options={selected.map((role) => ({ value: String(role.id), label: nameOf(role) }))}
          value={String(main)}
          onChange={(event) => setChosenMain(Number(event.target.value))}
        />
      )}
      {selected.length === 0 && <p className="text-sm text-slate-600">Choose at least one role.</p>}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={assign.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={main === null} busy={assign.isPending}>
          Save roles
        </Button>
      </div>
    </form>
  );
}
