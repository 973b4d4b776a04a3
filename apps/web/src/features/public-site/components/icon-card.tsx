import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface IconCardProps {
  icon: LucideIcon;
  title: string;
  text: string;
  children?: ReactNode;
}

/** A card with an icon, a title (h3) and a short text, optionally followed by more. */
export function IconCard({ icon: Icon, title, text, children }: IconCardProps) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 text-slate-600">{text}</p>
      {children}
    </article>
  );
}
