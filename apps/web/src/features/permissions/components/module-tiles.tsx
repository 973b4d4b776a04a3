import { useTranslation } from 'react-i18next';
import { usePermissionModules } from '../api/get-permission-modules';

interface ModuleTilesProps {
  /** The module filter in force ('' for all). */
  current: string;
  onSelect: (module: string) => void;
}

/**
 * One tile per module with its count of permissions; choosing a tile filters the list by it,
 * choosing it again shows every module. Failures are only logged (spec 01 section 8).
 */
export function ModuleTiles({ current, onSelect }: ModuleTilesProps) {
  const { t } = useTranslation('permissions');
  const modules = usePermissionModules();
  if (!modules.data) return null;
  return (
    <ul aria-label={t('modules.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
      {modules.data.modules.map(({ module, permissions_count }) => {
        const active = module === current;
        return (
          <li key={module}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() => onSelect(active ? '' : module)}
              className={`w-full rounded-lg border p-3 text-left shadow-sm transition-colors ${
                active ? 'border-brand-500 bg-brand-50' : 'border-slate-200 bg-white hover:bg-slate-50'
              }`}
            >
              <span className="block truncate text-sm font-semibold text-slate-900 capitalize">{module}</span>
              <span className="block text-xs text-slate-600">
                {t('modules.count', { count: permissions_count })}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
