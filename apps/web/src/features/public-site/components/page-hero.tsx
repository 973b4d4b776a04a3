import type { ReactNode } from 'react';
import { PageTitle } from '@/components/ui/page-title';

interface PageHeroProps {
  /** The page's h1, and with the product name its browser tab title. */
  title: string;
  eyebrow: string;
  lead: ReactNode;
  children?: ReactNode;
}

/** The opening band of a public page other than home. */
export function PageHero({ title, eyebrow, lead, children }: PageHeroProps) {
  return (
    <section aria-labelledby="page-title" className="bg-linear-to-b from-brand-50 to-white">
      <PageTitle title={title} />
      <div className="mx-auto max-w-4xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-24 sm:pb-16">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        <h1
          id="page-title"
          className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl"
        >
          {title}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-600">{lead}</p>
        {children}
      </div>
    </section>
  );
}
