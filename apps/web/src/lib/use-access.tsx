import type { ReactNode } from 'react';
import type { Access, Permission } from './permissions';
import { useSession } from './session';

/**
 * What the signed-in user may do, following the session: a reloaded session user (after a 403,
 * say) shows and hides screens and actions at once. The one way the app asks about permissions.
 */
export function useAccess(): Access {
  return useSession().access;
}

interface CanProps {
  /** Shown only when every one of these is held. */
  permission: Permission | readonly Permission[];
  children: ReactNode;
}

/** Its children when the user holds `permission` (all of them, given a list), else nothing. */
export function Can({ permission, children }: CanProps) {
  return useAccess().can(permission) ? children : null;
}
