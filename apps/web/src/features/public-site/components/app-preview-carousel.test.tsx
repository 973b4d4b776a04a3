import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_SCREENS } from '../content/screens';
import { ADVANCE_MS, AppPreviewCarousel } from './app-preview-carousel';

/** The title of the slide that is shown (the others are inert). */
function shown(): string {
  const slides = screen
    .getAllByRole('group')
    .filter((el) => el.getAttribute('aria-roledescription') === 'slide');
  const visible = slides.filter((slide) => !slide.hasAttribute('inert'));
  expect(visible).toHaveLength(1);
  return within(visible[0]!).getByRole('heading').textContent ?? '';
}

/** Lets time pass in steps, so React renders (and sets the next timer) in between. */
function wait(ms: number) {
  for (let left = ms; left > 0; left -= 1000)
    act(() => {
      vi.advanceTimersByTime(Math.min(1000, left));
    });
}

function preferReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('AppPreviewCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows six screens, one at a time, starting with the first', () => {
    render(<AppPreviewCarousel screens={APP_SCREENS} />);
    expect(screen.getByRole('region', { name: 'App screens' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getAllByRole('button', { name: /^Show / })).toHaveLength(6);
    expect(shown()).toBe('Dashboard');
    expect(screen.getByRole('group', { name: '1 of 6: Dashboard' })).not.toHaveAttribute('inert');
  });

  it('moves on by itself every 4 seconds and wraps around after the last screen', () => {
    render(<AppPreviewCarousel screens={APP_SCREENS} />);
    expect(ADVANCE_MS).toBe(4000);

    wait(3999);
    expect(shown()).toBe('Dashboard');
    wait(1);
    expect(shown()).toBe('Attendance');
    wait(4000 * 4);
    expect(shown()).toBe('Messages');
    wait(4000);
    expect(shown()).toBe('Dashboard');
  });

  it('goes to the next, the previous and a chosen screen with its controls', () => {
    render(<AppPreviewCarousel screens={APP_SCREENS} />);

    fireEvent.click(screen.getByRole('button', { name: 'Previous screen' }));
    expect(shown()).toBe('Messages');
    fireEvent.click(screen.getByRole('button', { name: 'Next screen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next screen' }));
    expect(shown()).toBe('Attendance');
    fireEvent.click(screen.getByRole('button', { name: 'Show Fees' }));
    expect(shown()).toBe('Fees');
    expect(screen.getByRole('button', { name: 'Show Fees' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('gives a screen chosen by hand its full 4 seconds', () => {
    render(<AppPreviewCarousel screens={APP_SCREENS} />);
    wait(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Show Timetable' }));
    // The click moved focus nowhere in this test, so the carousel keeps moving.
    wait(3000);
    expect(shown()).toBe('Timetable');
    wait(1000);
    expect(shown()).toBe('Messages');
  });

  it('pauses while the pointer is over it', () => {
    render(<AppPreviewCarousel screens={APP_SCREENS} />);
    const region = screen.getByRole('region', { name: 'App screens' });

    fireEvent.mouseEnter(region);
    wait(12_000);
    expect(shown()).toBe('Dashboard');

    fireEvent.mouseLeave(region);
    wait(4000);
    expect(shown()).toBe('Attendance');
  });

  it('pauses while focus is inside it, and announces screens only then', () => {
    render(
      <>
        <AppPreviewCarousel screens={APP_SCREENS} />
        <button type="button">Elsewhere</button>
      </>,
    );
    const live = screen.getByRole('region', { name: 'App screens' }).querySelector('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'off');

    act(() => screen.getByRole('button', { name: 'Next screen' }).focus());
    expect(live).toHaveAttribute('aria-live', 'polite');
    wait(12_000);
    expect(shown()).toBe('Dashboard');

    // Moving between its own controls keeps it paused.
    act(() => screen.getByRole('button', { name: 'Previous screen' }).focus());
    wait(4000);
    expect(shown()).toBe('Dashboard');

    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    wait(4000);
    expect(shown()).toBe('Attendance');
  });

  it('stops with the pause button and starts again with it', () => {
    render(<AppPreviewCarousel screens={APP_SCREENS} />);

    fireEvent.click(screen.getByRole('button', { name: 'Pause the slide show' }));
    act(() => screen.getByRole('button', { name: 'Start the slide show' }).blur());
    wait(12_000);
    expect(shown()).toBe('Dashboard');

    fireEvent.click(screen.getByRole('button', { name: 'Start the slide show' }));
    act(() => screen.getByRole('button', { name: 'Pause the slide show' }).blur());
    wait(4000);
    expect(shown()).toBe('Attendance');
  });

  it('never moves by itself for visitors who asked for reduced motion', () => {
    preferReducedMotion();
    render(<AppPreviewCarousel screens={APP_SCREENS} />);

    wait(20_000);
    expect(shown()).toBe('Dashboard');
    expect(screen.queryByRole('button', { name: /slide show/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next screen' }));
    expect(shown()).toBe('Attendance');
  });
});
