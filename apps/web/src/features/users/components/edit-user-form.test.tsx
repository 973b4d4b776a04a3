import { updateUserInputSchema } from '@school/contract';
import { describe, it } from 'vitest';
import { signIn } from '@/lib/session';
import { consoleUser } from '@/test/console-fixtures';
import { expectFormShows } from '@/test/edit-form';
import { sessionUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { EditUserForm } from './edit-user-form';

const record = consoleUser({ phone: '+91 98765 43210', status: 'suspended' });

describe('EditUserForm', () => {
  it('opens an edit on the whole current state: every field it edits, as the record holds it', async () => {
    signIn('7|secret', sessionUser());
    renderRoutes([{ path: '/', element: <EditUserForm user={record} onDone={() => {}} /> }], '/');
    // The role is the main role, the first of the user's roles; passwords are never shown.
    const fields = Object.keys(updateUserInputSchema.shape).filter((f) => !f.startsWith('password'));
    await expectFormShows({ ...record, role: record.roles[0]!.name }, fields);
  });
});
