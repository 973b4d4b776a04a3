import type { PermissionSummary } from '@school/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format-number';
import { RESERVED_PERMISSIONS } from '@/lib/permissions';
import { useAccess } from '@/lib/use-access';
import { permissionNameOf } from '@/lib/builtin-text';

interface PermissionPickerProps {
  options: readonly PermissionSummary[];
  selected: ReadonlySet<number>;
  onChange: (selected: ReadonlySet<number>) => void;
}

const labelOf = (p: PermissionSummary) => permissionNameOf(p);

/** Permissions by module, modules by name (the options arrive sorted by permission name). */
function byModule(options: readonly PermissionSummary[]): [string, PermissionSummary[]][] {
  const groups = new Map<string, PermissionSummary[]>();
  for (const p of options) groups.set(p.module, [...(groups.get(p.module) ?? []), p]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Checkboxes grouped by module, each module with a "select all" box and its count of chosen
 * permissions, and the overall count on top. Nobody gives or takes away a permission they do not
 * hold, and a reserved permission stays with the superadmin role (the server refuses both): such
 * a box is shown fixed, with a note.
 */
export function PermissionPicker({ options, selected, onChange }: PermissionPickerProps) {
  const { t } = useTranslation('roles');
  const { holds } = useAccess();
  const fixedBecause = (p: PermissionSummary) =>
    RESERVED_PERMISSIONS.has(p.name) ? t('picker.reserved') : holds(p.name) ? null : t('picker.not_held');
  const groups = useMemo(() => byModule(options), [options]);
  const toggle = (ids: number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange(next);
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('picker.selected', { count: selected.size, total: options.length })}
      </p>
      <div className="max-h-[50vh] space-y-3 overflow-y-auto pr-1">
        {groups.map(([module, permissions]) => {
          const ids = permissions.map((p) => p.id);
          const free = permissions.filter((p) => fixedBecause(p) === null).map((p) => p.id);
          const chosen = ids.filter((id) => selected.has(id)).length;
          // "All" means every box that can change: the fixed ones stay as they are.
          const allFree = free.length > 0 && free.every((id) => selected.has(id));
          return (
            <fieldset key={module} className="rounded-md border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold text-slate-800 capitalize">{module}</legend>
              <div className="mb-2 flex items-center justify-between gap-3">
                <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
                  <input
                    type="checkbox"
                    checked={allFree}
                    ref={(box) => {
                      if (box) box.indeterminate = !allFree && chosen > 0;
                    }}
                    disabled={free.length === 0}
                    onChange={() => toggle(free, !allFree)}
                    aria-label={t('picker.select_all_module', { module })}
                  />
                  {t('picker.select_all')}
                </label>
                <span className="text-xs text-slate-500">
                  {formatNumber(chosen)}/{formatNumber(ids.length)}
                </span>
              </div>
              <div className="grid gap-1 sm:grid-cols-2">
                {permissions.map((p) => {
                  const fixed = fixedBecause(p);
                  return (
                    <label
                      key={p.id}
                      className="flex items-start gap-2 text-sm [overflow-wrap:anywhere] text-slate-800"
                    >
                      <input
                        type="checkbox"
                        className="mt-0.5"
                        checked={selected.has(p.id)}
                        disabled={fixed !== null}
                        onChange={(event) => toggle([p.id], event.target.checked)}
                      />
                      <span>
                        {labelOf(p)}
                        <span className="block text-xs text-slate-500">{p.name}</span>
                        {fixed && <span className="block text-xs text-amber-700">{fixed}</span>}
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
      </div>
    </div>
  );
}
