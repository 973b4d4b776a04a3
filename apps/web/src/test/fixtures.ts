import type { SessionUser } from '@school/contract';

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    name: 'Asha Verma',
    email: 'asha@example.com',
    phone: null,
    profile_picture: null,
    status: 'active',
    role: 'superadmin',
    roles: [{ id: 1, name: 'superadmin', display_name: 'Super Administrator' }],
    school: null,
    ...overrides,
  };
}
