import { parentUpdateSchema, type Parent } from '@school/contract';
import { describe, it } from 'vitest';
import { signIn } from '@/lib/session';
import { schoolAdminUser } from '@/test/fixtures';
import { expectFormShows } from '@/test/edit-form';
import { renderRoutes } from '@/test/render';
import { ParentForm } from './parent-form';

const record: Parent = {
  id: 11,
  user: { name: 'Suresh Rao', email: 'suresh@example.com', phone: '+91 98765 11111' },
  name: 'Suresh Rao',
  email: 'suresh@example.com',
  phone: '+91 98765 11111',
  relationship_type: 'guardian',
  occupation: 'Engineer',
  address_same_as_student: false,
  alt_phone: '+91 98765 22222',
  students: [],
  children_count: 0,
  created_at: '2026-06-01T09:00:00.000Z',
  updated_at: '2026-06-01T09:00:00.000Z',
};

describe('ParentForm', () => {
  it('opens an edit on the whole current state: every field it edits, as the record holds it', async () => {
    signIn('7|secret', schoolAdminUser());
    renderRoutes([{ path: '/', element: <ParentForm parent={record} onDone={() => {}} /> }], '/');
    await expectFormShows(record, Object.keys(parentUpdateSchema.shape));
  });
});
