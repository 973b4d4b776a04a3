import type { ReactNode } from 'react';

type Tone = 'white' | 'muted' | 'dark';

const TONES: Record<Tone, { section: string; eyebrow: string; headingColor: string; intro: string }> = {
  white: {
    section: 'bg-white',
    eyebrow: 'text-brand-700',
    headingColor: 'text-slate-900',
    intro: 'text-slate-600',
  },
  muted: {
    section: 'bg-slate-50',
    eyebrow: 'text-brand-700',
    headingColor: 'text-slate-900',
    intro: 'text-slate-600',
  },
  dark: {
    section: 'bg-brand-800 text-white',
    eyebrow: 'text-brand-100',
    headingColor: 'text-white',
    intro: 'text-brand-50',
  },
};

interface SectionProps {
  /** Id of the heading, which also names the section for assistive technology. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: Tone;
  children: ReactNode;
}

/** A band of a public page: a centred heading and introduction above its content. */
export function Section({ id, title, eyebrow, intro, tone = 'white', children }: SectionProps) {
  const colors = TONES[tone];
  return (
    <section aria-labelledby={id} className={colors.section}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          {eyebrow && (
            <p className={`text-sm font-semibold tracking-wide uppercase ${colors.eyebrow}`}>{eyebrow}</p>
          )}
          <h2
            id={id}
            className={`mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl ${colors.headingColor}`}
          >
            {title}
          </h2>
          {intro && <p className={`mt-4 text-lg text-pretty ${colors.intro}`}>{intro}</p>}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
