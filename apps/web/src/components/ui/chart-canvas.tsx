import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Bar, Doughnut, Line, Pie } from 'react-chartjs-2';
import type { ChartDatum, ChartKind } from './chart';

// Registered once, when the first chart of a session loads this module.
ChartJS.register(
  ArcElement,
  BarElement,
  CategoryScale,
  LinearScale,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

const COLOURS = ['#2563eb', '#16a34a', '#f59e0b', '#dc2626', '#7c3aed', '#0891b2', '#db2777', '#64748b'];

/** The drawing of a chart: chart.js on a canvas. Loaded on demand; see chart.tsx. */
export default function ChartCanvas({ kind, data }: { kind: ChartKind; data: readonly ChartDatum[] }) {
  const labels = data.map((d) => d.label);
  const values = data.map((d) => d.value);
  const colours = data.map((_, i) => COLOURS[i % COLOURS.length]!);
  if (kind === 'pie' || kind === 'doughnut') {
    const Round = kind === 'pie' ? Pie : Doughnut;
    return (
      <Round
        aria-hidden="true"
        data={{ labels, datasets: [{ data: values, backgroundColor: colours }] }}
        options={{ maintainAspectRatio: false, plugins: { legend: { position: 'bottom' } } }}
      />
    );
  }
  const scales = { y: { beginAtZero: true, ticks: { precision: 0 } } };
  if (kind === 'line') {
    return (
      <Line
        aria-hidden="true"
        data={{ labels, datasets: [{ data: values, borderColor: colours[0], backgroundColor: colours[0] }] }}
        options={{ maintainAspectRatio: false, plugins: { legend: { display: false } }, scales }}
      />
    );
  }
  return (
    <Bar
      aria-hidden="true"
      data={{ labels, datasets: [{ data: values, backgroundColor: colours[0] }] }}
      options={{
        maintainAspectRatio: false,
        plugins: { legend: { display: false } },
        scales,
      }}
    />
  );
}
