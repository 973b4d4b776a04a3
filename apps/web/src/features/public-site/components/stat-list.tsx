interface StatListProps {
  stats: readonly { value: string; label: string }[];
  /** Light figures for dark bands. */
  tone?: 'light' | 'dark';
}

/** Figures with their labels; the label comes first in reading order, the figure first on screen. */
export function StatList({ stats, tone = 'dark' }: StatListProps) {
  const value = tone === 'dark' ? 'text-brand-700' : 'text-white';
  const label = tone === 'dark' ? 'text-slate-600' : 'text-brand-50';
  return (
    <dl
      className={`grid gap-8 text-center ${stats.length === 3 ? 'sm:grid-cols-3' : 'grid-cols-2 lg:grid-cols-4'}`}
    >
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse gap-1">
          <dt className={`text-sm font-medium sm:text-base ${label}`}>{stat.label}</dt>
          <dd className={`text-4xl font-bold tracking-tight sm:text-5xl ${value}`}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
