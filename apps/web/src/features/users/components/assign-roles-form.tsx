import type { RoleSummary } from '@school/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
import { messageOf } from '@/lib/api-error';
import { SUPERADMIN_ROLE } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { useAccess } from '@/lib/use-access';
import { useAssignUserRoles } from '../api/assign-user-roles';
import { roleNameOf } from '@/lib/builtin-text';

interface AssignRolesFormProps {
  userId: number;
  userName: string;
  options: readonly RoleSummary[];
  /** The user's role ids, main role first. */
  initial: readonly number[];
  onDone: () => void;
}

/**
 * Checkboxes for the set of roles, and which of them is the main one (sent first). Giving the
 * Super Administrator role asks first what it means; only a superadmin may give or take it, so
 * for anyone else its box is fixed.
 */
export function AssignRolesForm({ userId, userName, options, initial, onDone }: AssignRolesFormProps) {
  const { t } = useTranslation(['users', 'common']);
  const assign = useAssignUserRoles();
  const { superadmin: callerIsSuperadmin } = useAccess();
  const [checked, setChecked] = useState<ReadonlySet<number>>(() => new Set(initial));
  const [chosenMain, setChosenMain] = useState<number | null>(initial[0] ?? null);
  const [confirming, setConfirming] = useState(false);
  const selected = options.filter((role) => checked.has(role.id));
  // Unticking the main role hands that place to the first role still ticked.
  const main = chosenMain !== null && checked.has(chosenMain) ? chosenMain : (selected[0]?.id ?? null);
  const grantsSuperadmin = selected.some(
    (role) => role.name === SUPERADMIN_ROLE && !initial.includes(role.id),
  );

  const toggle = (id: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const save = () => {
    if (main === null) return;
    const roleIds = [main, ...selected.map((role) => role.id).filter((id) => id !== main)];
    assign.mutate(
      { id: userId, roleIds },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? t('assign_roles.assigned'));
          onDone();
        },
        onError: (error) => {
          setConfirming(false);
          toast.error(messageOf(error, t('assign_roles.assign_failed')));
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (main === null) return;
    if (grantsSuperadmin) setConfirming(true);
    else save();
  };

  return (
    <>
      <form onSubmit={submit} className="space-y-5">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">{t('assign_roles.legend')}</legend>
          <div className="space-y-2">
            {options.map((role) => {
              const fixed = role.name === SUPERADMIN_ROLE && !callerIsSuperadmin;
              return (
                <label key={role.id} className="flex items-start gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="mt-0.5"
                    checked={checked.has(role.id)}
                    disabled={fixed}
                    onChange={() => toggle(role.id)}
                  />
                  <span>
                    {roleNameOf(role)}
                    {fixed && (
                      <span className="block text-xs text-slate-500">
                        {t('assign_roles.superadmin_only')}
                      </span>
                    )}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        {selected.length > 1 && (
          <SelectField
            label={t('assign_roles.main_role')}
            options={selected.map((role) => ({ value: String(role.id), label: roleNameOf(role) }))}
            value={String(main)}
            onChange={(event) => setChosenMain(Number(event.target.value))}
          />
        )}
        {selected.length === 0 && (
          <p className="text-sm text-slate-600">{t('assign_roles.nothing_chosen')}</p>
        )}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onDone} disabled={assign.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" disabled={main === null} busy={assign.isPending && !confirming}>
            {t('assign_roles.submit')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('superadmin_grant.title')}
        message={t('superadmin_grant.message', { name: userName })}
        confirmLabel={t('superadmin_grant.confirm')}
        tone="danger"
        busy={assign.isPending}
        onConfirm={save}
      />
    </>
  );
}
