import { describe, expect, it } from 'vitest';
import { sessionUser } from '@/test/fixtures';
import { getSession, signIn, signOut, storedSession } from './session';

/*
 * What a page opened now (a reload, a new address typed in the same tab) starts with: the
 * session read afresh from the browser's storage (storedSession).
 */
describe('the session', () => {
  it('still knows, on a page opened after it, that the server ended it', () => {
    signIn('7|secret', sessionUser());
    signOut({ expired: true });
    expect(getSession()).toMatchObject({ token: null, expired: true });
    // A call the server refused cleared the token; the tab reloads before it reaches /login.
    expect(storedSession()).toMatchObject({ token: null, expired: true });
  });

  it('forgets that once its user signs out or someone signs in', () => {
    signIn('7|secret', sessionUser());
    signOut({ expired: true });
    signOut();
    expect(storedSession()).toMatchObject({ token: null, expired: false });

    signOut({ expired: true });
    signIn('8|other', sessionUser());
    expect(storedSession()).toMatchObject({ token: '8|other', expired: false });
  });
});
