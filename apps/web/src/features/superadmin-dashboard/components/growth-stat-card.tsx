import type { MonthlyChange } from '@school/contract';
import type { LucideIcon } from 'lucide-react';

const COLOURS = {
  blue: 'bg-blue-50 text-blue-700',
  green: 'bg-green-50 text-green-700',
  purple: 'bg-purple-50 text-purple-700',
  orange: 'bg-orange-50 text-orange-700',
} as const;
export type CardColour = keyof typeof COLOURS;

export type ChangeType = 'positive' | 'negative' | 'neutral';

/** "+12.5% from last month", the way it went, or why there is no percentage. */
export function changeOf({ growth_percent, total }: MonthlyChange): { text: string; type: ChangeType } {
  if (growth_percent === null) {
    // Nothing a month ago: a percentage of nothing means nothing, the count does.
    return { text: total > 0 ? 'All new this month' : 'None yet', type: total > 0 ? 'positive' : 'neutral' };
  }
  if (growth_percent > 0) return { text: `+${growth_percent}% from last month`, type: 'positive' };
  if (growth_percent < 0) return { text: `${growth_percent}% from last month`, type: 'negative' };
  return { text: 'No change from last month', type: 'neutral' };
}

const CHANGE_TONES: Record<ChangeType, string> = {
  positive: 'text-green-700',
  negative: 'text-red-700',
  neutral: 'text-slate-600',
};

interface GrowthStatCardProps {
  label: string;
  /** undefined while loading; null when the figures could not be loaded. */
  figure: MonthlyChange | null | undefined;
  icon: LucideIcon;
  colour: CardColour;
}

/** One dashboard figure with its change over the last 30 days; goes inside a StatCardGrid. */
export function GrowthStatCard({ label, figure, icon: Icon, colour }: GrowthStatCardProps) {
  const change = figure ? changeOf(figure) : null;
  return (
    <div className="relative rounded-lg border border-slate-200 bg-white p-5 pr-20 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">
        <span className={`absolute top-1/2 right-5 -translate-y-1/2 rounded-lg p-3 ${COLOURS[colour]}`}>
          <Icon aria-hidden="true" className="size-6" />
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900">
        {figure === undefined ? (
          <>
            <span aria-hidden="true" className="block h-8 w-16 animate-pulse rounded bg-slate-200" />
            <span className="sr-only">Loading</span>
          </>
        ) : figure === null ? (
          // Never a made-up zero: the figure is unknown.
          <span>—</span>
        ) : (
          figure.total.toLocaleString('en-IN')
        )}
      </dd>
      {change && (
        <dd className={`mt-1 text-sm ${CHANGE_TONES[change.type]}`} data-change={change.type}>
          {change.text}
        </dd>
      )}
    </div>
  );
}
