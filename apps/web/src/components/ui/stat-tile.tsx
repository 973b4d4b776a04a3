interface StatTileProps {
  label: string;
  /** undefined while loading (an ellipsis); text as given, a dash when it could not be loaded. */
  value: string | undefined;
  /** What the figure counts, or that it is a fixed display value. */
  note: string;
}

/** A figure with a line saying where it comes from, without an icon; goes inside a StatCardGrid. */
export function StatTile({ label, value, note }: StatTileProps) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900">{value ?? '…'}</dd>
      <dd className="mt-1 text-xs text-slate-500">{note}</dd>
    </div>
  );
}
