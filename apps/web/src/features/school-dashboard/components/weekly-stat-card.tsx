import type { WeeklyFigure } from '@school/contract';
import type { LucideIcon } from 'lucide-react';

/** The four colours of spec 02's dashboard cards. */
export type CardColour = 'blue' | 'green' | 'purple' | 'orange';

const COLOURS: Record<CardColour, string> = {
  blue: 'bg-blue-50 text-blue-700',
  green: 'bg-green-50 text-green-700',
  purple: 'bg-purple-50 text-purple-700',
  orange: 'bg-orange-50 text-orange-700',
};

export type ChangeType = 'positive' | 'negative' | 'neutral';

/** "+3 from last week", and whether that is up, down or the same. */
export function changeOf({ total, last_week }: WeeklyFigure): { text: string; type: ChangeType } {
  const change = total - last_week;
  if (change > 0) return { text: `+${change.toLocaleString('en-IN')} from last week`, type: 'positive' };
  if (change < 0) return { text: `${change.toLocaleString('en-IN')} from last week`, type: 'negative' };
  return { text: 'No change from last week', type: 'neutral' };
}

const CHANGE_TONES: Record<ChangeType, string> = {
  positive: 'text-green-700',
  negative: 'text-red-700',
  neutral: 'text-slate-600',
};

interface WeeklyStatCardProps {
  label: string;
  /** undefined while loading; null when the figures could not be loaded. */
  figure: WeeklyFigure | null | undefined;
  icon: LucideIcon;
  colour: CardColour;
}

/** One dashboard figure with its change over the week; goes inside a StatCardGrid. */
export function WeeklyStatCard({ label, figure, icon: Icon, colour }: WeeklyStatCardProps) {
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
