import { useSyncExternalStore } from 'react';

/*
 * Whether the platform turned this signed-in user away for maintenance (an API call answered 503
 * with the maintenance message). The consoles then show one maintenance page instead of each
 * screen's errors, until GET /api/platform says maintenance is over.
 */
let active = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (active === value) return;
  active = value;
  for (const listener of listeners) listener();
}

export const underMaintenance = (): boolean => active;
export const enterMaintenance = (): void => set(true);
export const leaveMaintenance = (): void => set(false);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useMaintenance = (): boolean => useSyncExternalStore(subscribe, underMaintenance);
