/**
 * Whose record a portal screen reads: a parent's chosen child, or the signed-in student. The
 * parent's and the student's screens are the same pieces over these two address spaces.
 */
export type PortalScope = { kind: 'parent'; childId: number } | { kind: 'student' };

/** The API path the scope's attendance, teachers and notices sit under. */
export const scopePath = (scope: PortalScope): string =>
  scope.kind === 'parent' ? `/parent/children/${scope.childId}` : '/student';
