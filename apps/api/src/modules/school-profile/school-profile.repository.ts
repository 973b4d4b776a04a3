import type { Selectable } from 'kysely';
import type { DB } from '../../db/connect';
import type { SchoolGalleryImagesTable } from '../../db/database';
import { isoNow } from '../../lib/time';

export type GalleryImageRow = Selectable<SchoolGalleryImagesTable>;

/** A school's gallery: every query of the table starts here, with the school. */
const galleryOf = (db: DB, schoolId: number) =>
  db.selectFrom('school_gallery_images').where('school_id', '=', schoolId);

/** Newest first; the id breaks ties between images of one upload. */
export async function listGallery(db: DB, schoolId: number): Promise<GalleryImageRow[]> {
  return galleryOf(db, schoolId).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function findGalleryImage(
  db: DB,
  schoolId: number,
  id: number,
): Promise<GalleryImageRow | undefined> {
  return galleryOf(db, schoolId).selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertGalleryImages(
  db: DB,
  schoolId: number,
  images: { path: string; name: string; size: number }[],
): Promise<GalleryImageRow[]> {
  const now = isoNow();
  return db
    .insertInto('school_gallery_images')
    .values(images.map((image) => ({ ...image, school_id: schoolId, created_at: now })))
    .returningAll()
    .execute();
}

export async function deleteGalleryImage(db: DB, schoolId: number, id: number): Promise<void> {
  await db
    .deleteFrom('school_gallery_images')
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .execute();
}

/** Students admitted on or after `since` (an ISO date). */
export async function studentsAdmittedSince(db: DB, schoolId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('students')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('school_id', '=', schoolId)
    .where('admission_date', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Active students (enrolled as active, with an active account) and teachers with an active
 * account: accounts that may sign in, not a measure of who did.
 */
export async function activeAccounts(
  db: DB,
  schoolId: number,
): Promise<{ students: number; teachers: number }> {
  const [students, teachers] = await Promise.all([
    db
      .selectFrom('students as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('s.school_id', '=', schoolId)
      .where('s.status', '=', 'active')
      .where('u.status', '=', 'active')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('teachers as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('t.school_id', '=', schoolId)
      .where('u.status', '=', 'active')
      .executeTakeFirstOrThrow(),
  ]);
  return { students: Number(students.count), teachers: Number(teachers.count) };
}

/** The start date of the school's current academic year, if it has one. */
export async function currentYearStart(db: DB, schoolId: number): Promise<string | null> {
  const row = await db
    .selectFrom('academic_years')
    .select('start_date')
    .where('school_id', '=', schoolId)
    .where('is_current', '=', true)
    .executeTakeFirst();
  return row?.start_date ?? null;
}
