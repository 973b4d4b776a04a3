import type { PortalChild } from '@school/contract';
import { useTranslation } from 'react-i18next';

interface ChildSwitcherProps {
  options: readonly PortalChild[];
  chosenId: number;
  onChoose: (childId: number) => void;
}

/**
 * One button per child of a parent of several, the shown one pressed; they wrap on a phone
 * rather than scroll sideways. A parent of one child sees none.
 */
export function ChildSwitcher({ options, chosenId, onChoose }: ChildSwitcherProps) {
  const { t } = useTranslation('portal');
  if (options.length < 2) return null;
  return (
    <div role="group" aria-label={t('switcher.label')} className="flex flex-wrap gap-2">
      {options.map((child) => {
        const chosen = child.id === chosenId;
        return (
          <button
            key={child.id}
            type="button"
            aria-pressed={chosen}
            onClick={() => onChoose(child.id)}
            className={`min-h-11 max-w-full rounded-full border px-4 py-2 text-sm font-medium [overflow-wrap:anywhere] ${
              chosen
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
            }`}
          >
            {child.name}
          </button>
        );
      })}
    </div>
  );
}
