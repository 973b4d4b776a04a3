/*
 * The child a parent last chose, per user in this browser, so that the console opens on them
 * next time (a shared family tablet keeps each parent's own choice).
 */

const keyOf = (userId: number) => `portal.child.${userId}`;

export function readRememberedChild(userId: number): number | null {
  const value = Number(localStorage.getItem(keyOf(userId)));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function rememberChild(userId: number, childId: number): void {
  localStorage.setItem(keyOf(userId), String(childId));
}

/** The remembered child is no longer the parent's (the school removed the link). */
export function forgetChild(userId: number): void {
  localStorage.removeItem(keyOf(userId));
}
