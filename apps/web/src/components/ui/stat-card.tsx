import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format-number';
import type { ChangeType, StatChange } from '@/lib/stat-change';

type Tone = 'brand' | 'green' | 'amber' | 'red' | 'slate' | 'blue' | 'purple' | 'orange';

const TONES: Record<Tone, string> = {
  brand: 'bg-brand-50 text-brand-700',
  green: 'bg-green-50 text-green-700',
  amber: 'bg-amber-50 text-amber-700',
  red: 'bg-red-50 text-red-700',
  slate: 'bg-slate-100 text-slate-700',
  blue: 'bg-blue-50 text-blue-700',
  purple: 'bg-purple-50 text-purple-700',
  orange: 'bg-orange-50 text-orange-700',
};

const CHANGE_TONES: Record<ChangeType, string> = {
  positive: 'text-green-700',
  negative: 'text-red-700',
  neutral: 'text-slate-600',
};

interface StatCardProps {
  label: string;
  /**
   * undefined while the figure loads; null when it could not be loaded (a dash, never a made-up
   * figure); text (a name, "50.0%") is shown as given.
   */
  value: number | string | null | undefined;
  icon: LucideIcon;
  tone?: Tone;
  /** A line under the figure: its change over a period ("+3 from last week"), or why it is what it is. */
  change?: StatChange | null | undefined;
}

/**
 * One figure of a screen's summary row; goes inside a StatCardGrid. A sentence in place of a
 * figure ("No attendance recorded yet") is set at the label's size, not the figure's, so each of
 * its words fits a quarter of a 1280 px screen beside the icon and lines break between words;
 * only a single word wider than the card is ever broken.
 */
export function StatCard({ label, value, icon: Icon, tone = 'brand', change }: StatCardProps) {
  const { t } = useTranslation();
  const sentence = typeof value === 'string' && /\s/.test(value);
  return (
    <div className="relative rounded-lg border border-slate-200 bg-white p-5 pr-20 shadow-sm [overflow-wrap:break-word]">
      <dt className="text-sm font-medium text-slate-600">
        <span className={`absolute top-1/2 right-5 -translate-y-1/2 rounded-lg p-3 ${TONES[tone]}`}>
          <Icon aria-hidden="true" className="size-6" />
        </span>
        {label}
      </dt>
      <dd className={`mt-1 font-semibold text-slate-900 ${sentence ? 'text-base' : 'text-2xl'}`}>
        {value === undefined ? (
          <>
            <span aria-hidden="true" className="block h-8 w-16 animate-pulse rounded bg-slate-200" />
            <span className="sr-only">{t('states.loading')}</span>
          </>
        ) : value === null ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t('states.could_not_load')}</span>
          </>
        ) : (
          <span>{typeof value === 'number' ? formatNumber(value) : value}</span>
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

/** The row of stat cards: a named group around a description list, so each figure is read with its label. */
export function StatCardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label}>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">{children}</dl>
    </div>
  );
}
