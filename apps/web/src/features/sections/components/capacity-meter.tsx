import { capacityLevel, utilization } from '@school/contract';

const LEVEL_CLASSES = {
  high: { bar: 'bg-red-600', text: 'text-red-700', word: 'nearly full' },
  medium: { bar: 'bg-amber-500', text: 'text-amber-800', word: 'filling up' },
  low: { bar: 'bg-green-600', text: 'text-green-700', word: 'room left' },
} as const;

/**
 * How full a section is: "No limit" without a capacity; else the percent filled, coloured red
 * above 90%, yellow above 75%, else green (spec 02), with the colour also said in words.
 */
export function CapacityMeter({ students, capacity }: { students: number; capacity: number | null }) {
  if (capacity === null) return <span className="text-slate-600">No limit</span>;
  const percent = utilization(students, capacity);
  const level = LEVEL_CLASSES[capacityLevel(percent)];
  return (
    <span className="block min-w-28">
      <span className="block">
        {capacity} <span className={`text-xs font-medium ${level.text}`}>({percent.toFixed(1)}% filled)</span>
      </span>
      <span
        className="mt-1 block h-1.5 rounded-full bg-slate-200"
        role="meter"
        aria-label={`Seats filled, ${level.word}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, percent)}
        data-level={capacityLevel(percent)}
      >
        <span
          className={`block h-full rounded-full ${level.bar}`}
          style={{ width: `${Math.min(100, percent)}%` }}
        />
      </span>
    </span>
  );
}
