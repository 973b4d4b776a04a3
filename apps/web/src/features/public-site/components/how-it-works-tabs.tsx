import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIENCES, STEPS } from '../content/home';

/** Keys that move between tabs (WAI-ARIA tabs pattern, automatic activation). */
const MOVES: Record<string, (current: number, count: number) => number> = {
  ArrowRight: (current, count) => (current + 1) % count,
  ArrowLeft: (current, count) => (current - 1 + count) % count,
  Home: () => 0,
  End: (_current, count) => count - 1,
};

/** "How it works": a tab per audience, each with its four steps. */
export function HowItWorksTabs() {
  const { t } = useTranslation('public-site');
  const audiences = AUDIENCES;
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
        aria-label={t('home.how.tabs_label')}
        className="mx-auto grid max-w-xl grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:grid-cols-4"
      >
        {audiences.map((audience, i) => (
          <button
            key={audience}
            ref={(element) => {
              tabs.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`how-tab-${audience}`}
            aria-controls={`how-panel-${audience}`}
            aria-selected={i === active}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            onKeyDown={onKeyDown}
            className={`rounded-lg px-4 py-2.5 text-sm font-semibold ${
              i === active ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-700 hover:text-slate-900'
            }`}
          >
            {t(`audiences.${audience}.label`)}
          </button>
        ))}
      </div>

      {audiences.map((audience, i) => (
        <div
          key={audience}
          role="tabpanel"
          id={`how-panel-${audience}`}
          aria-labelledby={`how-tab-${audience}`}
          hidden={i !== active}
          tabIndex={0}
          className="mt-10"
        >
          <p className="text-center text-lg text-slate-600">
            {t(`audiences.${audience}.summary`, { implementation: t('figures.implementation') })}
          </p>
          <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((key, step) => (
              <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
                >
                  {step + 1}
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">
                  {t(`audiences.${audience}.${key}.title`)}
                </h3>
                <p className="mt-2 text-sm text-slate-600">{t(`audiences.${audience}.${key}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
