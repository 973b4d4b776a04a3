import { afterEach, describe, expect, it } from 'vitest';
import { sessionUser } from '@/test/fixtures';
import { queryClient } from './query-scope';
import { signIn, signOut, updateSessionUser } from './session';

afterEach(() => {
  signOut();
  queryClient.clear();
});

describe('the query cache', () => {
  it("is emptied when the token changes, so one account never sees another's lists", () => {
    signIn('1|first-token', sessionUser());
    queryClient.setQueryData(['schools', 'list'], { schools: ['from the first session'] });
    updateSessionUser(sessionUser({ name: 'Renamed' }));
    expect(queryClient.getQueryData(['schools', 'list'])).toBeDefined();

    signIn('2|second-token', sessionUser({ id: 99 }));
    expect(queryClient.getQueryData(['schools', 'list'])).toBeUndefined();

    queryClient.setQueryData(['schools', 'list'], { schools: ['from the second session'] });
    signOut({ expired: true });
    expect(queryClient.getQueryData(['schools', 'list'])).toBeUndefined();
  });
});
