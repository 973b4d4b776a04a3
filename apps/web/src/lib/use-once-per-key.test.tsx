import { act, render, screen } from '@testing-library/react';
import { Suspense, use, useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useOncePerKey } from './use-once-per-key';

/**
 * A component that starts something on mount and then, as the set-up form does once its answer
 * comes, renders a child that suspends (a screen's translations loading): the boundary above
 * hides it and shows it again.
 */
function Starter({ id, runs, later }: { id: string; runs: string[]; later: Promise<void> | null }) {
  useOncePerKey(id, () => runs.push(id));
  return later ? <Waits on={later} /> : <p>started {id}</p>;
}

function Waits({ on }: { on: Promise<void> }) {
  use(on);
  return <p>shown</p>;
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('useOncePerKey', () => {
  it('runs once when a Suspense boundary hides the component and shows it again', async () => {
    const runs: string[] = [];
    const gate = deferred();
    let suspend!: () => void;
    function Screen() {
      const [later, setLater] = useState<Promise<void> | null>(null);
      useEffect(() => {
        suspend = () => setLater(gate.promise);
      }, []);
      return (
        <Suspense fallback={<p>loading</p>}>
          <Starter id="setup" runs={runs} later={later} />
        </Suspense>
      );
    }
    render(<Screen />);
    expect(await screen.findByText('started setup')).toBeInTheDocument();
    act(() => suspend());
    expect(await screen.findByText('loading')).toBeInTheDocument();
    await act(async () => gate.resolve());
    expect(await screen.findByText('shown')).toBeInTheDocument();
    expect(runs).toEqual(['setup']);
  });

  it('runs again for a new key, not for one it ran for', () => {
    const runs: string[] = [];
    const { rerender } = render(<Starter id="a" runs={runs} later={null} />);
    rerender(<Starter id="a" runs={runs} later={null} />);
    rerender(<Starter id="b" runs={runs} later={null} />);
    expect(runs).toEqual(['a', 'b']);
  });
});
