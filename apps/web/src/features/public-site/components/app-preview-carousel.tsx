import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppScreen } from '../content/screens';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { PhoneScreen } from './phone-screen';

/** Spec 01 section 9: the preview moves on every 4 seconds. */
export const ADVANCE_MS = 4000;

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-100';

/**
 * The app preview (spec 01 section 2.5): one screen at a time with previous, next and a dot per
 * screen. It moves on by itself, except while the pointer is over it or focus is inside it,
 * after the visitor pressed pause, and never for visitors who asked for reduced motion.
 */
export function AppPreviewCarousel({ screens }: { screens: readonly AppScreen[] }) {
  const { t } = useTranslation('public-site');
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = !reducedMotion && !stopped && !hovered && !focused;
  const count = screens.length;

  // Keyed on the index too, so that a manual move gives the new screen its full 4 seconds.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const show = (next: number) => setIndex((next + count) % count);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div
      role="region"
      aria-roledescription={t('carousel.roledescription')}
      aria-label={t('carousel.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      className="mx-auto max-w-md"
    >
      {/* Screen readers hear the new screen only when the visitor moved it, not every 4 s. */}
      <div aria-live={rotating ? 'off' : 'polite'} className="overflow-hidden">
        <div
          className="flex motion-safe:transition-transform motion-safe:duration-500"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {screens.map((screen, i) => (
            <div
              key={screen.key}
              role="group"
              aria-roledescription={t('carousel.slide_roledescription')}
              aria-label={t('carousel.slide', {
                position: i + 1,
                total: count,
                title: t(`screens.${screen.key}.title`),
              })}
              // Screens out of view can be neither reached nor read out.
              inert={i !== index}
              aria-hidden={i !== index || undefined}
              className="w-full shrink-0 px-2 text-center"
            >
              <PhoneScreen screen={screen} className="mx-auto w-56 sm:w-64" />
              <h3 className="mt-6 text-xl font-semibold text-slate-900">
                {t(`screens.${screen.key}.title`)}
              </h3>
              <p className="mt-2 text-slate-600">{t(`screens.${screen.key}.caption`)}</p>
            </div>
          ))}
        </div>
      </div>

      <div className="mt-6 flex items-center justify-center gap-2">
        {!reducedMotion && (
          <button
            type="button"
            className={controlClass}
            aria-label={stopped ? t('carousel.start') : t('carousel.pause')}
            onClick={() => setStopped((value) => !value)}
          >
            {stopped ? (
              <Play aria-hidden="true" className="size-5" />
            ) : (
              <Pause aria-hidden="true" className="size-5" />
            )}
          </button>
        )}
        <button
          type="button"
          className={controlClass}
          aria-label={t('carousel.previous')}
          onClick={() => show(index - 1)}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <div role="group" aria-label={t('carousel.choose')} className="flex items-center">
          {screens.map((screen, i) => (
            <button
              key={screen.key}
              type="button"
              aria-label={t('carousel.show', { title: t(`screens.${screen.key}.title`) })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => show(i)}
              className="group inline-flex size-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block size-2.5 rounded-full ${i === index ? 'bg-brand-600' : 'bg-slate-300 group-hover:bg-slate-400'}`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={controlClass}
          aria-label={t('carousel.next')}
          onClick={() => show(index + 1)}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
