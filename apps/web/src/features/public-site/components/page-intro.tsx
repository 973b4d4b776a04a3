import type { ReactNode } from 'react';

interface PageIntroProps {
  /** Also the browser tab title. */
  title: string;
  children: ReactNode;
}

/** Heading and introduction of a public page. */
export function PageIntro({ title, children }: PageIntroProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <title>{`${title} · Schoolwise`}</title>
      <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
      <div className="mt-6 space-y-6 text-lg text-slate-600">{children}</div>
    </section>
  );
}
