import type { SessionUser } from '@school/contract';

/**
 * Browser storage keys of the session (spec 01 sections 3 and 4). The token is written under a
 * product-prefixed key and a generic one; the prefixed key wins when both are present.
 */
export const STORAGE_KEYS = {
  token: 'schoolwise_token',
  genericToken: 'auth_token',
  user: 'user',
  role: 'user_role',
} as const;

/**
 * A stored user is whatever an earlier version of the app or the server wrote, so it is read
 * loosely: the role may sit in `role` or only in a `roles` list of objects with a name.
 */
export interface StoredUser extends Partial<Omit<SessionUser, 'roles' | 'role'>> {
  role?: string | null;
  roles?: ReadonlyArray<{ id?: number; name?: string | null; display_name?: string | null }>;
}

export function readToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token) || localStorage.getItem(STORAGE_KEYS.genericToken);
}

export function readUser(): StoredUser | null {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}

/** The role of a user object: its `role` field, else the name of the first of its `roles`. */
export function roleOfUser(user: StoredUser | null): string | null {
  if (!user) return null;
  return user.role || user.roles?.[0]?.name || null;
}

/** Spec 01 section 6: the stored role, else the stored user's role, else none. */
export function readRole(): string | null {
  return localStorage.getItem(STORAGE_KEYS.role) || roleOfUser(readUser());
}

export function writeUser(user: StoredUser): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  const role = roleOfUser(user);
  if (role) localStorage.setItem(STORAGE_KEYS.role, role);
  else localStorage.removeItem(STORAGE_KEYS.role);
}

export function writeSession(token: string, user: StoredUser): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.genericToken, token);
  writeUser(user);
}

export function clearStoredSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
}

/**
 * Set in this tab when the server ended the session (a 401), until the next sign-in or sign-out:
 * the tab may reload before its way to /login is done (a request the server refused cleared the
 * stored token, then the reload came), and it should still land on /login saying so rather than
 * on the home page as a visitor. Per tab, as the refusal was.
 */
const ENDED_KEY = 'schoolwise_session_ended';

export function markSessionEnded(): void {
  sessionStorage.setItem(ENDED_KEY, '1');
}

export function sessionEnded(): boolean {
  return sessionStorage.getItem(ENDED_KEY) === '1';
}

export function forgetSessionEnded(): void {
  sessionStorage.removeItem(ENDED_KEY);
}
