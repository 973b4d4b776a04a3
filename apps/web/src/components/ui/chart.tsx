import { lazy, Suspense } from 'react';

export type ChartKind = 'pie' | 'doughnut' | 'bar' | 'line';

export interface ChartDatum {
  label: string;
  value: number;
}

// chart.js is the largest library of the console: only a screen that draws a chart loads it.
const ChartCanvas = lazy(() => import('./chart-canvas'));

interface ChartProps {
  kind: ChartKind;
  title: string;
  data: readonly ChartDatum[];
  /** Said instead of the chart when every value is zero or there is no data. */
  emptyText: string;
}

/**
 * A titled pie, doughnut, bar or line chart. The canvas is hidden from screen readers; the same figures follow it
 * as a list, which is also what a reader of a printed or narrow screen relies on.
 */
export function Chart({ kind, title, data, emptyText }: ChartProps) {
  const empty = data.every((d) => d.value === 0);
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <figcaption className="mb-3 font-medium text-slate-900">{title}</figcaption>
      {empty ? (
        <p className="text-sm text-slate-600">{emptyText}</p>
      ) : (
        <>
          <div className="relative h-56">
            <Suspense fallback={null}>
              <ChartCanvas kind={kind} data={data} />
            </Suspense>
          </div>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            {data.map((d) => (
              <li key={d.label}>
                {d.label}:{' '}
                <span className="font-medium text-slate-900">{d.value.toLocaleString('en-IN')}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </figure>
  );
}
