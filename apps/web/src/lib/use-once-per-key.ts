import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Runs `action` once for each `key` a mounted component is given: on mount, and again only when
 * the key changes. A plain mount effect is not enough for a request that writes (starting a
 * two-factor set-up makes a new secret): React runs a component's effects again each time a
 * Suspense boundary above it shows it after hiding it, as it does while a screen's translations
 * load, and the second secret would replace the one on screen. A ref lives through the hiding.
 */
export function useOncePerKey(key: string, action: () => void): void {
  const doneFor = useRef<string | null>(null);
  const run = useEffectEvent(action);
  useEffect(() => {
    if (doneFor.current === key) return;
    doneFor.current = key;
    run();
  }, [key]);
}
