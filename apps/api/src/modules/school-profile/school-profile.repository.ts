import type { Selectable } from 'kysely';
import { isPostgres, type DB } from '../../db/connect';
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

/**
 * The school's image, locked for the rest of the transaction: of two deletes of one image the
 * later finds it gone (404) rather than delete and audit it a second time.
 */
export async function lockGalleryImage(
  trx: DB,
  schoolId: number,
  id: number,
): Promise<GalleryImageRow | undefined> {
  const query = galleryOf(trx, schoolId).selectAll().where('id', '=', id);
  // SQLite runs one writing transaction at a time already.
  return (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
}

/** The bytes the school's gallery images take on disk. */
export async function galleryBytes(db: DB, schoolId: number): Promise<number> {
  const row = await galleryOf(db, schoolId)
    .select((eb) => eb.fn.sum<number | string | null>('size').as('bytes'))
    .executeTakeFirstOrThrow();
  return Number(row.bytes ?? 0);
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

/** Teachers with an active account: accounts that may sign in, not a measure of who did. */
export async function activeTeachers(db: DB, schoolId: number): Promise<number> {
  const row = await db
    .selectFrom('teachers as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('t.school_id', '=', schoolId)
    .where('u.status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
