import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { toasts } from '@/test/render';
import { Toaster } from './toaster';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the four types, stacked at the top right', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Saved');
      toast.error('Failed');
      toast.warning('Careful');
      toast.info('Note');
    });

    await screen.findByText('Note');
    const expected = [
      ['Saved', 'success'],
      ['Failed', 'error'],
      ['Careful', 'warning'],
      ['Note', 'info'],
    ] as const;
    for (const [text, type] of expected) {
      const item = toasts().getByText(text).closest('[data-sonner-toast]');
      expect(item).toHaveAttribute('data-type', type);
    }
    const stack = document.querySelector('[data-sonner-toaster]');
    expect(stack).toHaveAttribute('data-y-position', 'top');
    expect(stack).toHaveAttribute('data-x-position', 'right');
  });

  it('closes itself after 5000 ms', async () => {
    render(<Toaster />);
    act(() => {
      toast.info('Five seconds');
    });
    expect(await screen.findByText('Five seconds')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(4800));
    expect(screen.getByText('Five seconds')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.queryByText('Five seconds')).not.toBeInTheDocument();
  });

  it('closes sooner by its close button', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Toaster />);
    act(() => {
      toast.success('Closable');
    });
    await screen.findByText('Closable');

    await user.click(screen.getByRole('button', { name: /close/i }));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });
});
