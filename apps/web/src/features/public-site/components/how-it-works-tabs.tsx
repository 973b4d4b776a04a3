import { useRef, useState, type KeyboardEvent } from 'react';
import type { Audience } from '../content/home';

/** Keys that move between tabs (WAI-ARIA tabs pattern, automatic activation). */
const MOVES: Record<string, (current: number, count: number) => number> = {
  ArrowRight: (current, count) => (current + 1) % count,
  ArrowLeft: (current, count) => (current - 1 + count) % count,
  Home: () => 0,
  End: (_current, count) => count - 1,
};

/** "How it works": a tab per audience, each with its four steps. */
export function HowItWorksTabs({ audiences }: { audiences: readonly Audience[] }) {
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(active, audiences.length);
    setActive(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="mx-auto max-w-5xl">
      <div
        role="tablist"
        aria-label="How it works for"
        className="mx-auto grid max-w-xl grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:grid-cols-4"
      >
        {audiences.map((audience, i) => (
          <button
            key={audience.id}
            ref={(element) => {
              tabs.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`how-tab-${audience.id}`}
            aria-controls={`how-panel-${audience.id}`}
            aria-selected={i === active}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            onKeyDown={onKeyDown}
            className={`rounded-lg px-4 py-2.5 text-sm font-semibold ${
              i === active ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-700 hover:text-slate-900'
            }`}
          >
            {audience.label}
          </button>
        ))}
      </div>

      {audiences.map((audience, i) => (
        <div
          key={audience.id}
          role="tabpanel"
          id={`how-panel-${audience.id}`}
          aria-labelledby={`how-tab-${audience.id}`}
          hidden={i !== active}
          tabIndex={0}
          className="mt-10"
        >
          <p className="text-center text-lg text-slate-600">{audience.summary}</p>
          <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {audience.steps.map(([title, text], step) => (
              <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
                >
                  {step + 1}
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm text-slate-600">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
