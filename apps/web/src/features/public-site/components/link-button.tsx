import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Look = 'primary' | 'secondary' | 'light' | 'outline-light';

const LOOKS: Record<Look, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
  light: 'bg-white text-brand-800 hover:bg-brand-50',
  'outline-light': 'border border-white/70 text-white hover:bg-white/10',
};

/** A link that looks like a large button, for the calls to action of the public pages. */
export function LinkButton({
  to,
  look = 'primary',
  children,
}: {
  to: string;
  look?: Look;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-6 py-3 text-base font-semibold transition-colors ${LOOKS[look]}`}
    >
      {children}
    </Link>
  );
}
