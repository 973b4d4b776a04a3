import type { DB } from '../../src/db/connect';
import type { SchoolRow, UserRow } from '../../src/db/database';
import { hashPassword } from '../../src/lib/passwords';
import { isoNow } from '../../src/lib/time';
import { assignRoleByName, insertUser } from '../../src/modules/users/users.repository';

export const DEFAULT_PASSWORD = 'Password#123';

/** argon2 is slow on purpose; hash each distinct password once per test file. */
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** A user the factory made: always with an e-mail (the column allows none for young students). */
export type FactoryUser = UserRow & { email: string; password: string };

export interface UserOverrides extends Partial<Omit<UserRow, 'id' | 'password_hash'>> {
  password?: string;
  /** Role names, first is the main role; none by default. */
  roles?: string[];
}

export async function createUser(db: DB, overrides: UserOverrides = {}): Promise<FactoryUser> {
  const { password = DEFAULT_PASSWORD, roles = [], ...fields } = overrides;
  const id = next();
  const user = await insertUser(db, {
    name: `User ${id}`,
    email: `user-${id}@example.com`,
    phone: null,
    status: 'active',
    profile_picture: null,
    last_login_at: null,
    email_verified_at: null,
    ...fields,
    password_hash: await hashOf(password),
  });
  for (const role of roles) await assignRoleByName(db, user.id, role);
  return { ...user, email: user.email!, password };
}

export async function createSchool(
  db: DB,
  overrides: Partial<Omit<SchoolRow, 'id'>> = {},
): Promise<SchoolRow> {
  const id = next();
  const now = isoNow();
  return db
    .insertInto('schools')
    .values({
      name: `School ${id}`,
      code: `SC${id}`.toUpperCase(),
      board: 'CBSE',
      email: null,
      phone: null,
      address_line1: null,
      address_line2: null,
      city: null,
      state: null,
      country: 'India',
      postal_code: null,
      website: null,
      establishment_year: null,
      affiliation_number: null,
      logo_path: null,
      active: true,
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A school_admin user who runs `school` (a new active school by default). */
export async function createSchoolAdmin(
  db: DB,
  options: { school?: SchoolRow; user?: UserOverrides } = {},
): Promise<{ user: FactoryUser; school: SchoolRow }> {
  const school = options.school ?? (await createSchool(db));
  const user = await createUser(db, { roles: ['school_admin'], ...options.user });
  const now = isoNow();
  await db
    .insertInto('school_admins')
    .values({
      school_id: school.id,
      user_id: user.id,
      designation: 'Principal',
      joining_date: now.slice(0, 10),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { user, school };
}

/**
 * A custom role holding `permissions` (names): a stand-in for "some other role" where a test's
 * point is not what a core role means. Leaves the access version alone, as the roles API does:
 * every node loads the role when a request first names it.
 */
export async function createRole(db: DB, name: string, permissions: string[] = []): Promise<number> {
  const now = isoNow();
  const role = await db
    .insertInto('roles')
    .values({ name, display_name: name, description: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (permissions.length > 0) {
    const rows = await db.selectFrom('permissions').select('id').where('name', 'in', permissions).execute();
    if (rows.length !== permissions.length)
      throw new Error(`unknown permission among ${permissions.join(', ')}`);
    await db
      .insertInto('permission_role')
      .values(rows.map((p) => ({ permission_id: p.id, role_id: role.id, created_at: now })))
      .execute();
  }
  return role.id;
}
