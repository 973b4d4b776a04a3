import type { ConsoleUser } from '@school/contract';

/** Spec 01 section 2.11: a user is shown with the first role's display name, or 'No Role'. */
export function roleLabel(user: Pick<ConsoleUser, 'roles'>): string {
  const first = user.roles[0];
  return first ? first.display_name || first.name : 'No Role';
}
