import {
  schoolProfileInputSchema,
  type SchoolProfile,
  type SchoolProfileAnalytics,
  type SchoolProfileStatistics,
  type SchoolProfileValues,
} from '@school/contract';
import type { DB } from '../../db/connect';
import type { SchoolRow } from '../../db/database';
import { AppError, invalid, notFound } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { maintainedCounts, schoolTableCounter } from '../../lib/row-counts';
import { removeStoredFile, storedFileSize, storeFile } from '../../lib/storage';
import type { UploadedImage } from '../../lib/uploads';
import { findCurrentYear, lockSchool } from '../academic-years/academic-years.repository';
import { yearRate } from '../attendance/attendance-rates';
import { recordAudit, type Actor } from '../audit/audit.repository';
import { storageUrl } from '../auth/session-user';
import { findSchool, updateSchool } from '../schools/schools.repository';
import { activeStudents, newEnrolments } from '../students/student-figures.repository';
import { platformValueErrors } from '../taken-values/taken-values.service';
import {
  activeTeachers,
  deleteGalleryImage,
  galleryBytes,
  insertGalleryImages,
  listGallery,
  lockGalleryImage,
  type GalleryImageRow,
} from './school-profile.repository';
import { say } from '../../lib/i18n';

const EDITABLE = Object.keys(schoolProfileInputSchema.shape) as (keyof SchoolProfileValues)[];
const recorded = (row: SchoolRow) => Object.fromEntries(EDITABLE.map((k) => [k, row[k]]));

const presentImage = ({ id, path, name, size, created_at }: GalleryImageRow) => ({
  id,
  url: storageUrl(path)!,
  name,
  size,
  created_at,
});

/** The school of the session; it exists, as the tenancy hook has just read it. */
async function schoolRow(db: DB, schoolId: number): Promise<SchoolRow> {
  const school = await findSchool(db, schoolId);
  if (!school) throw notFound(say('not_found.school'));
  return school;
}

async function present(db: DB, school: SchoolRow): Promise<SchoolProfile> {
  const gallery = await listGallery(db, school.id);
  return {
    name: school.name,
    code: school.code,
    board: school.board,
    country: school.country,
    email: school.email,
    phone: school.phone,
    address_line1: school.address_line1,
    address_line2: school.address_line2,
    city: school.city,
    state: school.state,
    postal_code: school.postal_code,
    website: school.website,
    establishment_year: school.establishment_year,
    affiliation_number: school.affiliation_number,
    logo_url: storageUrl(school.logo_path),
    gallery: gallery.map(presentImage),
  };
}

export async function getProfile(db: DB, schoolId: number): Promise<SchoolProfile> {
  return present(db, await schoolRow(db, schoolId));
}

/**
 * The code is unique across schools whatever its case (stored in capitals, as the superadmin's);
 * another school's code is refused, counted and audited as `platformValueErrors` says.
 */
export async function updateProfile(
  db: DB,
  schoolId: number,
  values: SchoolProfileValues,
  actor: Actor,
): Promise<SchoolProfile> {
  const before = await schoolRow(db, schoolId);
  // A request racing past this check meets the unique index, answered the same (plugins/errors.ts).
  const errors = await platformValueErrors(db, actor, 'school_profile', [
    { field: 'code', value: values.code, of: before },
  ]);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return db.transaction().execute(async (trx) => {
    const after = await updateSchool(trx, schoolId, values);
    await recordAudit(trx, actor, {
      event: 'school_updated',
      description: `School ${after.name} (${after.code}) updated its profile`,
      properties: { before: recorded(before), after: recorded(after) },
    });
    return present(trx, after);
  });
}

/*
 * Each school may keep SCHOOL_STORAGE_QUOTA_MB of logo and gallery images (config.ts). Profile
 * pictures do not count: each person has one, replaced in place and bounded by the image limits,
 * and a student's picture must not be refused because the school's gallery is full.
 */

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
const quotaBytes = (deps: Deps) => deps.config.schoolStorageQuotaMb * 1024 * 1024;

/** 413 for an upload that does not fit in what is left of the school's quota (`used` bytes taken). */
function storageFull(deps: Deps, used: number): AppError {
  const quota = deps.config.schoolStorageQuotaMb;
  const free = quotaBytes(deps) - used;
  return new AppError(
    413,
    free > 0
      ? say('upload.storage_full_left', { free: megabytes(free), quota })
      : say('upload.storage_full_all', { quota }),
  );
}

/** Bytes the school's logo and gallery take now (`logo`: the logo counted, or null to leave it out). */
async function storageUsed(deps: Deps, db: DB, schoolId: number, logo: string | null): Promise<number> {
  const [gallery, logoBytes] = await Promise.all([
    galleryBytes(db, schoolId),
    storedFileSize(deps.config.storageDir, logo),
  ]);
  return gallery + logoBytes;
}

/**
 * The new file is written first and the row then points at it; the old file goes only once that
 * has committed, and the new one goes if it did not: no row points at a missing file, no file is
 * left behind.
 */
export async function setLogo(
  deps: Deps,
  schoolId: number,
  image: UploadedImage,
  actor: Actor,
): Promise<SchoolProfile> {
  const stored = await storeFile(deps.config.storageDir, 'school-logos', image.ext, image.data);
  try {
    const { profile, previous } = await deps.db.transaction().execute(async (trx) => {
      // Two uploads in turn: the second must see the first's file to remove it, and what the
      // first took of the quota. The old logo is replaced, so it does not count.
      await lockSchool(trx, schoolId);
      const before = await schoolRow(trx, schoolId);
      const used = await storageUsed(deps, trx, schoolId, null);
      if (used + image.data.length > quotaBytes(deps)) throw storageFull(deps, used);
      const after = await updateSchool(trx, schoolId, { logo_path: stored });
      await recordAudit(trx, actor, {
        event: 'school_updated',
        description: `School ${after.name} (${after.code}) changed its logo`,
        properties: { before: { logo_path: before.logo_path }, after: { logo_path: stored } },
      });
      return { profile: await present(trx, after), previous: before.logo_path };
    });
    await removeStoredFile(deps.config.storageDir, previous);
    return profile;
  } catch (error) {
    await removeStoredFile(deps.config.storageDir, stored);
    throw error;
  }
}

/**
 * All the images or none: each file is stored as it arrives (one in memory at a time), and a
 * refused file, a failed write, a full quota or a failed transaction removes every file stored so
 * far. The quota is checked before reading (a full school is told at once), as the files arrive
 * (no more is written than the room left) and under the school's lock (two uploads at once cannot
 * both take the last room).
 */
export async function uploadGallery(
  deps: Deps,
  schoolId: number,
  images: AsyncIterable<UploadedImage>,
  actor: Actor,
): Promise<SchoolProfile['gallery']> {
  const stored: { path: string; name: string; size: number }[] = [];
  const logo = async (db: DB) => (await schoolRow(db, schoolId)).logo_path;
  const usedBefore = await storageUsed(deps, deps.db, schoolId, await logo(deps.db));
  if (usedBefore >= quotaBytes(deps)) throw storageFull(deps, usedBefore);
  const adding = () => stored.reduce((sum, file) => sum + file.size, 0);
  try {
    for await (const image of images) {
      if (usedBefore + adding() + image.data.length > quotaBytes(deps)) {
        throw storageFull(deps, usedBefore);
      }
      const path = await storeFile(deps.config.storageDir, 'school-gallery', image.ext, image.data);
      stored.push({ path, name: image.name, size: image.data.length });
    }
    return await deps.db.transaction().execute(async (trx) => {
      await lockSchool(trx, schoolId);
      const used = await storageUsed(deps, trx, schoolId, await logo(trx));
      if (used + adding() > quotaBytes(deps)) throw storageFull(deps, used);
      const rows = await insertGalleryImages(trx, schoolId, stored);
      await recordAudit(trx, actor, {
        event: 'school_gallery_uploaded',
        description: `${rows.length} image${rows.length === 1 ? '' : 's'} added to the school gallery`,
        properties: { images: rows.map(({ id, path, name, size }) => ({ id, path, name, size })) },
      });
      return (await listGallery(trx, schoolId)).map(presentImage);
    });
  } catch (error) {
    await Promise.all(stored.map((file) => removeStoredFile(deps.config.storageDir, file.path)));
    throw error;
  }
}

/** The row goes first; its file once that has committed (a failed delete keeps both). */
export async function removeGalleryImage(
  deps: Deps,
  schoolId: number,
  id: number,
  actor: Actor,
): Promise<SchoolProfile['gallery']> {
  const { deleted, gallery } = await deps.db.transaction().execute(async (trx) => {
    const image = await lockGalleryImage(trx, schoolId, id);
    if (!image) throw notFound(say('not_found.image'));
    await deleteGalleryImage(trx, schoolId, id);
    await recordAudit(trx, actor, {
      event: 'school_gallery_image_deleted',
      description: `Image ${image.name} deleted from the school gallery`,
      properties: { before: image },
    });
    return { deleted: image, gallery: (await listGallery(trx, schoolId)).map(presentImage) };
  });
  await removeStoredFile(deps.config.storageDir, deleted.path);
  return gallery;
}

export async function profileStatistics(db: DB, schoolId: number): Promise<SchoolProfileStatistics> {
  const tables = [
    'students',
    'teachers',
    'parents',
    'classes',
    'sections',
    'subjects',
    'academic_years',
  ] as const;
  const counts = await maintainedCounts(
    db,
    tables.map((table) => schoolTableCounter(table, schoolId)),
  );
  const count = (table: (typeof tables)[number]) => counts.get(schoolTableCounter(table, schoolId))!;
  return {
    users: { students: count('students'), teachers: count('teachers'), parents: count('parents') },
    academic: {
      classes: count('classes'),
      sections: count('sections'),
      subjects: count('subjects'),
      academic_years: count('academic_years'),
    },
  };
}

/**
 * Only what the school's records can tell: attendance over the current year's registers (null
 * before any), and no assignment rate, since assignments are not recorded yet.
 */
export async function profileAnalytics(db: DB, schoolId: number): Promise<SchoolProfileAnalytics> {
  const currentYear = (await findCurrentYear(db, schoolId)) ?? null;
  // Counted as the students analytics count them, so that the two screens agree.
  const [growth, students, teachers, attendance] = await Promise.all([
    newEnrolments(db, schoolId, currentYear),
    activeStudents(db, schoolId),
    activeTeachers(db, schoolId),
    yearRate(db, { school_id: schoolId }, currentYear?.id ?? null),
  ]);
  return {
    performance: { attendance_rate: attendance, assignment_completion_rate: null },
    growth: { students_growth: growth },
    engagement: { active_students: students, active_teachers: teachers },
  };
}
