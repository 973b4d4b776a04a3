import { formatNumber } from '@/lib/format-number';

/**
 * A step's figures (the dry run's, the import's), labelled, each as the reader writes numbers;
 * two a line on a phone, so the row errors and the choices below stay in reach.
 */
export function ImportCounts({ counts }: { counts: readonly { label: string; value: number }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {counts.map(({ label, value }) => (
        <div key={label} className="min-w-0 rounded-md border border-slate-200 px-3 py-2">
          <dt className="text-xs font-medium [overflow-wrap:anywhere] text-slate-500">{label}</dt>
          <dd className="mt-0.5 text-lg font-semibold text-slate-900">{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
