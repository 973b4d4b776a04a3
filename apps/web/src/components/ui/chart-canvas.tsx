import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  RadialLinearScale,
  Tooltip,
} from 'chart.js';
import { Bar, Doughnut, Line, Pie, Radar } from 'react-chartjs-2';
import { currentLocale } from '@/i18n/language';
import type { ChartKind, ChartSeries } from './chart';

// Registered once, when the first chart of a session loads this module.
ChartJS.register(
  ArcElement,
  BarElement,
  CategoryScale,
  LinearScale,
  LineElement,
  PointElement,
  RadialLinearScale,
  Filler,
  Legend,
  Tooltip,
);

const COLOURS = ['#2563eb', '#16a34a', '#f59e0b', '#dc2626', '#7c3aed', '#0891b2', '#db2777', '#64748b'];

interface ChartCanvasProps {
  kind: ChartKind;
  /** One or more series over the same labels. */
  series: readonly ChartSeries[];
  max?: number | undefined;
}

/** The drawing of a chart: chart.js on a canvas. Loaded on demand; see chart.tsx. */
export default function ChartCanvas({ kind, series, max }: ChartCanvasProps) {
  // Figures on the axes and in tooltips, written as the reader's language writes them.
  const locale = currentLocale();
  const data = series[0]!.data;
  const labels = data.map((d) => d.label);
  const values = data.map((d) => d.value);
  const colours = data.map((_, i) => COLOURS[i % COLOURS.length]!);
  if (kind === 'radar') {
    return (
      <Radar
        aria-hidden="true"
        data={{
          labels,
          datasets: series.map((s, i) => ({
            label: s.name,
            data: s.data.map((d) => d.value),
            borderColor: COLOURS[i % COLOURS.length],
            backgroundColor: `${COLOURS[i % COLOURS.length]}33`,
            fill: true,
          })),
        }}
        options={{
          maintainAspectRatio: false,
          locale,
          plugins: { legend: { display: series.length > 1, position: 'bottom' } },
          scales: { r: { min: 0, ...(max === undefined ? {} : { max }), ticks: { precision: 0 } } },
        }}
      />
    );
  }
  if (series.length > 1)
    return <Compared kind={kind === 'line' ? 'line' : 'bar'} series={series} max={max} locale={locale} />;
  if (kind === 'pie' || kind === 'doughnut') {
    const Round = kind === 'pie' ? Pie : Doughnut;
    return (
      <Round
        aria-hidden="true"
        data={{ labels, datasets: [{ data: values, backgroundColor: colours }] }}
        options={{ maintainAspectRatio: false, locale, plugins: { legend: { position: 'bottom' } } }}
      />
    );
  }
  const scales = { y: { beginAtZero: true, ...(max === undefined ? {} : { max }), ticks: { precision: 0 } } };
  if (kind === 'line') {
    return (
      <Line
        aria-hidden="true"
        data={{ labels, datasets: [{ data: values, borderColor: colours[0], backgroundColor: colours[0] }] }}
        options={{ maintainAspectRatio: false, locale, plugins: { legend: { display: false } }, scales }}
      />
    );
  }
  return (
    <Bar
      aria-hidden="true"
      data={{ labels, datasets: [{ data: values, backgroundColor: colours[0] }] }}
      options={{
        maintainAspectRatio: false,
        locale,
        plugins: { legend: { display: false } },
        scales,
      }}
    />
  );
}

/** Several series side by side: a line or a group of bars each, told apart by colour and legend. */
function Compared({
  kind,
  series,
  max,
  locale,
}: {
  kind: 'bar' | 'line';
  series: readonly ChartSeries[];
  max?: number | undefined;
  locale: string;
}) {
  const labels = series[0]!.data.map((d) => d.label);
  const datasets = series.map((s, i) => ({
    label: s.name,
    data: s.data.map((d) => d.value),
    borderColor: COLOURS[i % COLOURS.length],
    backgroundColor: COLOURS[i % COLOURS.length],
  }));
  const options = {
    maintainAspectRatio: false,
    locale,
    plugins: { legend: { position: 'bottom' as const } },
    scales: { y: { beginAtZero: true, ...(max === undefined ? {} : { max }), ticks: { precision: 0 } } },
  };
  return kind === 'line' ? (
    <Line aria-hidden="true" data={{ labels, datasets }} options={options} />
  ) : (
    <Bar aria-hidden="true" data={{ labels, datasets }} options={options} />
  );
}
