import type { Config } from '../../config';
import { hashPassword } from '../../lib/passwords';
import { isoNow } from '../../lib/time';
import { recordAudit } from '../../modules/audit/audit.repository';
import { assignRoleByName, insertUser } from '../../modules/users/users.repository';
import type { DB } from '../connect';
import { seedDemoAcademics } from './demo-academics';
import { seedDemoNotices } from './demo-notices';

export const DEMO_SCHOOL_ADMIN = { email: 'schooladmin@example.com', password: 'Schooladmin#2026' };
export const DEMO_SCHOOL = { name: 'Greenfield Public School', code: 'GPS001' };

export interface SeedResult {
  superadmin: { email: string; password: string };
  schoolAdmin: { email: string; password: string; school: string } | null;
}

/**
 * First start only (no users yet): the superadmin and, unless DEMO_DATA=false, a demo school
 * with its school_admin, so that a newcomer can sign in as either console's user at once.
 */
export async function seedIfEmpty(db: DB, config: Config): Promise<SeedResult | null> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return null;

  const [superHash, adminHash] = await Promise.all([
    hashPassword(config.superadmin.password),
    config.demoData ? hashPassword(DEMO_SCHOOL_ADMIN.password) : null,
  ]);
  await db.transaction().execute(async (trx) => {
    const now = isoNow();
    const superadmin = await insertUser(trx, {
      name: 'Platform Owner',
      email: config.superadmin.email,
      phone: null,
      password_hash: superHash,
      status: 'active',
      profile_picture: null,
      last_login_at: null,
      email_verified_at: now,
    });
    await assignRoleByName(trx, superadmin.id, 'superadmin');
    if (adminHash) await seedDemoSchool(trx, adminHash, now);
    await recordAudit(
      trx,
      { userId: null, schoolId: null, ip: null, userAgent: 'seed' },
      {
        event: 'platform_seeded',
        description: adminHash
          ? 'First start: superadmin and demo school created'
          : 'First start: superadmin created',
      },
    );
  });
  return {
    superadmin: config.superadmin,
    schoolAdmin: adminHash ? { ...DEMO_SCHOOL_ADMIN, school: DEMO_SCHOOL.name } : null,
  };
}

async function seedDemoSchool(trx: DB, adminHash: string, now: string): Promise<void> {
  const school = await trx
    .insertInto('schools')
    .values({
      name: DEMO_SCHOOL.name,
      code: DEMO_SCHOOL.code,
      board: 'CBSE',
      email: 'office@greenfield.example.com',
      phone: '+91 80 4000 1234',
      address_line1: '12 Lake View Road',
      address_line2: null,
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      postal_code: '560001',
      website: null,
      establishment_year: 1998,
      affiliation_number: null,
      logo_path: null,
      active: true,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const admin = await insertUser(trx, {
    name: 'Asha Raman',
    email: DEMO_SCHOOL_ADMIN.email,
    phone: '+91 98450 12345',
    password_hash: adminHash,
    status: 'active',
    profile_picture: null,
    last_login_at: null,
    email_verified_at: now,
  });
  await assignRoleByName(trx, admin.id, 'school_admin');
  await trx
    .insertInto('school_admins')
    .values({
      school_id: school.id,
      user_id: admin.id,
      designation: 'Principal',
      joining_date: now.slice(0, 10),
      created_at: now,
      updated_at: now,
    })
    .execute();
  await seedDemoAcademics(trx, school.id, now);
  await seedDemoNotices(trx, school.id, admin.id, now);
}
