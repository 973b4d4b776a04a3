import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format-number';

export type ChartKind = 'pie' | 'doughnut' | 'bar' | 'line' | 'radar';

export interface ChartDatum {
  label: string;
  value: number;
}

/** One named line or set of bars of a chart that compares several; all share the same labels. */
export interface ChartSeries {
  name: string;
  data: readonly ChartDatum[];
}

// chart.js is the largest library of the console: only a screen that draws a chart loads it.
const ChartCanvas = lazy(() => import('./chart-canvas'));

type ChartProps = {
  kind: ChartKind;
  title: string;
  /** Said instead of the chart when every value is zero or there is no data. */
  emptyText: string;
  /** The top of the value axis (100 for percentages); by default it fits the data. */
  max?: number;
  /** How the figures under a one-series chart write a value ("92.5%"); a plain number by default. */
  formatValue?: (value: number) => string;
} & (
  | { data: readonly ChartDatum[]; series?: never }
  /** Several series over the same labels (bar and line charts; the first alone for pie and doughnut). */
  | { series: readonly ChartSeries[]; data?: never }
);

/**
 * A titled pie, doughnut, bar, line or radar chart. The canvas is hidden from screen readers; the same figures follow it
 * as a list, which is also what a reader of a printed or narrow screen relies on. The figure names
 * its labels in `data-labels` (joined by "|"), so a test can tell which data is drawn.
 */
export function Chart({ kind, title, data, series, emptyText, max, formatValue = formatNumber }: ChartProps) {
  const drawn = series ?? [{ name: title, data: data ?? [] }];
  const labels = drawn[0]?.data.map((d) => d.label) ?? [];
  const empty = drawn.every((s) => s.data.every((d) => d.value === 0));
  return (
    <figure
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      data-labels={labels.join('|')}
    >
      <figcaption className="mb-3 font-medium text-slate-900">{title}</figcaption>
      {empty ? (
        <p className="text-sm text-slate-600">{emptyText}</p>
      ) : (
        <>
          <div className="relative h-56">
            <Suspense fallback={null}>
              <ChartCanvas kind={kind} series={drawn} max={max} />
            </Suspense>
          </div>
          {series ? (
            <SeriesFigures series={series} />
          ) : (
            <Figures data={drawn[0]!.data} formatValue={formatValue} />
          )}
        </>
      )}
    </figure>
  );
}

function Figures({
  data,
  formatValue,
}: {
  data: readonly ChartDatum[];
  formatValue: (value: number) => string;
}) {
  return (
    <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {data.map((d) => (
        <li key={d.label}>
          {d.label}: <span className="font-medium text-slate-900">{formatValue(d.value)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Several series: a table of label by series, folded away since it can be long (90 days). */
function SeriesFigures({ series }: { series: readonly ChartSeries[] }) {
  const { t } = useTranslation();
  return (
    <details className="mt-3 text-sm text-slate-700">
      <summary className="cursor-pointer text-slate-600">{t('chart.figures')}</summary>
      <div className="mt-2 max-h-64 overflow-auto">
        <table className="min-w-full text-left">
          <thead>
            <tr>
              <th scope="col" className="pr-4 font-medium">
                <span className="sr-only">{t('chart.label')}</span>
              </th>
              {series.map((s) => (
                <th key={s.name} scope="col" className="pr-4 font-medium">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {series[0]!.data.map((d, i) => (
              <tr key={d.label}>
                <th scope="row" className="pr-4 font-normal">
                  {d.label}
                </th>
                {series.map((s) => (
                  <td key={s.name} className="pr-4 font-medium text-slate-900">
                    {formatNumber(s.data[i]?.value ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
