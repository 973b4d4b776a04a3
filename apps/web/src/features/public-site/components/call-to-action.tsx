import type { ReactNode } from 'react';

interface CallToActionProps {
  id: string;
  title: string;
  text: ReactNode;
  /** The buttons. */
  children: ReactNode;
}

/** The closing band of a page: one last invitation and its buttons. */
export function CallToAction({ id, title, text, children }: CallToActionProps) {
  return (
    <section aria-labelledby={id} className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="rounded-3xl bg-brand-700 px-6 py-12 text-center sm:px-12 sm:py-16">
          <h2 id={id} className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-brand-50">{text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
        </div>
      </div>
    </section>
  );
}
