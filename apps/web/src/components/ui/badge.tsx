import type { ReactNode } from 'react';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

const TONES: Record<BadgeTone, string> = {
  success: 'bg-green-100 text-green-800',
  warning: 'bg-amber-100 text-amber-800',
  danger: 'bg-red-100 text-red-800',
  info: 'bg-blue-100 text-blue-800',
  neutral: 'bg-slate-100 text-slate-700',
};

/** Badge look for elements that are more than a label, such as a badge that is a button. */
export function badgeClasses(tone: BadgeTone): string {
  return `inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[tone]}`;
}

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={badgeClasses(tone)}>{children}</span>;
}
