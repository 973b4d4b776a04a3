import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

interface PageHeaderProps {
  title: string;
  description?: string;
  /** Buttons at the right of the title (Export, Add …). */
  actions?: ReactNode;
}

/** A console screen's title (also the document title), its purpose and its main actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <PageTitle title={title} />
      <div className="min-w-0 [overflow-wrap:anywhere]">
        <h1 id="page-title" className="text-2xl font-semibold text-slate-900">
          {title}
        </h1>
        {description && <p className="mt-1 text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </header>
  );
}
