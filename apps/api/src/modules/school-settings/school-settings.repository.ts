import type { SchoolInformation, SchoolInformationValues } from '@school/contract';
import type { DB } from '../../db/connect';
import type { SchoolRow } from '../../db/database';
import { isoNow } from '../../lib/time';

/** A stored settings section as saved, or undefined when the school never saved it. */
export async function findSettingsSection(db: DB, schoolId: number, section: string): Promise<unknown> {
  const row = await db
    .selectFrom('school_settings')
    .select('value')
    .where('school_id', '=', schoolId)
    .where('section', '=', section)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as unknown) : undefined;
}

export async function saveSettingsSection(
  db: DB,
  schoolId: number,
  section: string,
  value: unknown,
): Promise<void> {
  const now = isoNow();
  const json = JSON.stringify(value);
  await db
    .insertInto('school_settings')
    .values({ school_id: schoolId, section, value: json, updated_at: now })
    .onConflict((oc) => oc.columns(['school_id', 'section']).doUpdateSet({ value: json, updated_at: now }))
    .execute();
}

/** The school's own row, in the settings card's words (`address` is the first address line). */
const informationOf = (row: SchoolRow): SchoolInformation => ({
  name: row.name,
  code: row.code,
  email: row.email,
  phone: row.phone,
  website: row.website,
  address: row.address_line1,
  city: row.city,
  state: row.state,
  postal_code: row.postal_code,
  country: row.country,
  board: row.board,
  affiliation_number: row.affiliation_number,
  establishment_year: row.establishment_year,
});

export async function findSchoolInformation(db: DB, schoolId: number): Promise<SchoolInformation> {
  const row = await db.selectFrom('schools').selectAll().where('id', '=', schoolId).executeTakeFirstOrThrow();
  return informationOf(row);
}

export async function updateSchoolInformation(
  db: DB,
  schoolId: number,
  { address, ...values }: SchoolInformationValues,
): Promise<SchoolInformation> {
  const row = await db
    .updateTable('schools')
    .set({ ...values, address_line1: address, updated_at: isoNow() })
    .where('id', '=', schoolId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return informationOf(row);
}
