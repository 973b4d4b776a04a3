import { capacityLevel, utilization } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format-number';

/** Each level's colours; its words are the `meter.<level>` texts. */
const LEVEL_CLASSES = {
  high: { bar: 'bg-red-600', text: 'text-red-700' },
  medium: { bar: 'bg-amber-500', text: 'text-amber-800' },
  low: { bar: 'bg-green-600', text: 'text-green-700' },
} as const;

/**
 * How full a section is: "No limit" without a capacity; else the percent filled, coloured red
 * above 90%, yellow above 75%, else green (spec 02), with the colour also said in words.
 */
export function CapacityMeter({ students, capacity }: { students: number; capacity: number | null }) {
  const { t } = useTranslation('sections');
  if (capacity === null) return <span className="text-slate-600">{t('no_limit')}</span>;
  const percent = utilization(students, capacity);
  const levelName = capacityLevel(percent);
  const level = LEVEL_CLASSES[levelName];
  return (
    <span className="block min-w-28">
      <span className="block">
        {formatNumber(capacity)}{' '}
        <span className={`text-xs font-medium ${level.text}`}>
          {t('meter.filled', { percent: t('percent', { value: percent }) })}
        </span>
      </span>
      <span
        className="mt-1 block h-1.5 rounded-full bg-slate-200"
        role="meter"
        aria-label={t(`meter.${levelName}`)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, percent)}
        data-level={levelName}
      >
        <span
          className={`block h-full rounded-full ${level.bar}`}
          style={{ width: `${Math.min(100, percent)}%` }}
        />
      </span>
    </span>
  );
}
