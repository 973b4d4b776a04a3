import { PageTitle } from './page-title';

/** Stands in for a console screen that a later release builds. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <section aria-labelledby="page-title">
      <PageTitle title={title} />
      <h1 id="page-title" className="text-2xl font-semibold text-slate-900">
        {title}
      </h1>
      <p className="mt-2 text-slate-600">This screen is coming in an upcoming release.</p>
    </section>
  );
}
