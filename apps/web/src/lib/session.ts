import { useSyncExternalStore } from 'react';
import { accessOf, type Access } from './permissions';
import {
  STORAGE_KEYS,
  clearStoredSession,
  forgetSessionEnded,
  markSessionEnded,
  readRole,
  readToken,
  readUser,
  sessionEnded,
  writeSession,
  writeUser,
  type StoredUser,
} from './session-storage';

export interface Session {
  /** True while a stored token is being confirmed with the server (guards show a spinner). */
  checking: boolean;
  /** Signed in means a token is stored (spec 01 section 4). */
  token: string | null;
  user: StoredUser | null;
  role: string | null;
  /** What the user may do: the pages, actions and form parts to show (lib/permissions.ts). */
  access: Access;
  /** The server rejected the token; guards then send the visitor to sign in again. */
  expired: boolean;
}

function read(flags: Pick<Session, 'checking' | 'expired'>): Session {
  const user = readUser();
  return { ...flags, token: readToken(), user, role: readRole(), access: accessOf(user) };
}

/**
 * The session a page starts with, from the browser's storage: a page opened (or reloaded) after
 * the server ended this tab's session still knows it ended.
 */
export function storedSession(): Session {
  return read({ checking: false, expired: readToken() === null && sessionEnded() });
}

let session: Session = storedSession();
const listeners = new Set<() => void>();

function publish(next: Session): void {
  session = next;
  for (const listener of listeners) listener();
}

/** Calls `listener` after every change of the session (sign-in, sign-out, user update). */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): Session {
  return session;
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession);
}

export function signIn(token: string, user: StoredUser): void {
  writeSession(token, user);
  forgetSessionEnded();
  publish(read({ checking: false, expired: false }));
}

export function signOut(options: { expired?: boolean } = {}): void {
  clearStoredSession();
  if (options.expired) markSessionEnded();
  else forgetSessionEnded();
  publish(read({ checking: false, expired: options.expired ?? false }));
}

export function updateSessionUser(user: StoredUser): void {
  writeUser(user);
  publish(read({ checking: session.checking, expired: session.expired }));
}

export function setSessionChecking(checking: boolean): void {
  publish({ ...session, checking });
}

// Signing in or out in another tab changes this one too.
window.addEventListener('storage', (event) => {
  const keys: ReadonlyArray<string | null> = [null, ...Object.values(STORAGE_KEYS)];
  if (keys.includes(event.key)) publish(read({ checking: false, expired: false }));
});
