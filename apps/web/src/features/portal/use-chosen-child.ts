import { useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { useSession } from '@/lib/session';
import { useParentHome } from './api/get-parent-home';
import { forgetChild, readRememberedChild, rememberChild } from './remembered-child';

/**
 * The child a parent's screens are about: the one they last chose in this browser, else their
 * first. A remembered child who is no longer theirs (the server answers 404) is forgotten and
 * the first child shown instead. The parent's home answer carries the children for the switcher;
 * a parent without any is answered 404 too.
 */
export function useChosenChild() {
  const { user } = useSession();
  const userId = user?.id ?? 0;
  const [wanted, setWanted] = useState<number | null>(() => readRememberedChild(userId));
  const home = useParentHome(wanted);
  const notFound = home.error instanceof ApiError && home.error.status === 404;
  const gone = wanted !== null && notFound;
  // Asked for their first child, a parent none of whose children is linked any more.
  const noChildren = wanted === null && notFound;

  // Adjusted while rendering, as React advises for state derived from an answer: the next render
  // asks for the first child at once. Forgetting is idempotent, so a repeated render is harmless.
  if (gone) {
    forgetChild(userId);
    setWanted(null);
  }

  const choose = (childId: number) => {
    rememberChild(userId, childId);
    setWanted(childId);
  };
  return { home, choose, gone, noChildren };
}
