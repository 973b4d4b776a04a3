import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../../src/lib/time';
import { noisePng } from '../helpers/images';
import { multipart, PNG_1X1 } from '../helpers/multipart';
import { snapshot, tableNames } from '../helpers/route-requests';
import { schoolAdminSession, type SchoolAdminSession } from '../helpers/school-admins';
import { call } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { filePart, sendUpload, storedFiles, uploadRoutes } from '../helpers/upload-routes';

/*
 * Each school keeps at most SCHOOL_STORAGE_QUOTA_MB (1 MB here) of logo and gallery images; an
 * upload past it is 413 with a message that says so, and stores nothing. Profile pictures do not
 * count. Noise images do not compress, so their size is known before and after the server
 * encodes them again: about 420 KB and 600 KB.
 */
let t: TestApp;
let tables: string[];
let image420: Buffer;
let image600: Buffer;
beforeAll(async () => {
  t = await createTestApp({ SCHOOL_STORAGE_QUOTA_MB: '1' });
  tables = await tableNames(t.db);
  image420 = await noisePng(374, 374);
  image600 = await noisePng(447, 447);
});
afterAll(() => t.close());

const QUOTA = 1024 * 1024;
const HINT = 'Delete gallery images to make room, or ask the platform administrator for more.';
const doesNotFit = (left: number) => ({
  success: false,
  message: `The school's storage is full: this upload does not fit in the ${(left / QUOTA).toFixed(1)} MB left of its 1 MB. ${HINT}`,
});
const FULL = { success: false, message: `The school's storage is full: all of its 1 MB is in use. ${HINT}` };

const state = async () => ({ db: await snapshot(t.db, tables), files: storedFiles(t.config.storageDir) });

function upload(admin: SchoolAdminSession, what: 'gallery' | 'logo', images: Buffer[]) {
  const field = what === 'gallery' ? 'images' : 'logo';
  const parts = images.map((data, i) => ({
    name: field,
    filename: `noise-${i}.png`,
    contentType: 'image/png',
    data,
  }));
  return call(t.app, admin.token, {
    method: 'POST',
    url: `/api/school/profile/${what}`,
    ...multipart(parts),
  });
}

/** What the school's logo and gallery take, read from the database and the disk. */
async function used(schoolId: number): Promise<number> {
  const gallery = await t.db
    .selectFrom('school_gallery_images')
    .select('size')
    .where('school_id', '=', schoolId)
    .execute();
  return gallery.reduce((sum, row) => sum + row.size, 0);
}

describe('the storage quota of a school', () => {
  it('refuses a gallery upload past it, storing nothing, and takes it once room is made', async () => {
    const admin = await schoolAdminSession(t.db);
    expect((await upload(admin, 'gallery', [image420])).statusCode).toBe(200);
    const second = await upload(admin, 'gallery', [image420]);
    expect(second.statusCode).toBe(200);
    const taken = await used(admin.schoolId);
    expect(taken).toBeGreaterThan(800_000);

    const before = await state();
    const refused = await upload(admin, 'gallery', [image420]);
    expect([refused.statusCode, refused.json()]).toEqual([413, doesNotFit(QUOTA - taken)]);
    expect(await state()).toEqual(before);

    const [image] = second.json().data.gallery as { id: number }[];
    const deleted = await call(t.app, admin.token, {
      method: 'DELETE',
      url: `/api/school/profile/gallery/${image!.id}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await upload(admin, 'gallery', [image420])).statusCode).toBe(200);
  });

  it('refuses one upload of several images that pass it together, storing none of them', async () => {
    const admin = await schoolAdminSession(t.db);
    const before = await state();
    const res = await upload(admin, 'gallery', [image420, image420, image420]);
    expect([res.statusCode, res.json()]).toEqual([413, doesNotFit(QUOTA)]);
    expect(await state()).toEqual(before);
  });

  it("counts the logo with the gallery; a new logo takes the old one's room", async () => {
    const admin = await schoolAdminSession(t.db);
    expect((await upload(admin, 'logo', [image420])).statusCode).toBe(200);
    expect((await upload(admin, 'gallery', [image420])).statusCode).toBe(200);
    // School logo replaced is not counted with its replacement.
    expect((await upload(admin, 'logo', [image420])).statusCode).toBe(200);
    const before = await state();
    const res = await upload(admin, 'gallery', [image420]);
    expect(res.statusCode).toBe(413);
    expect(await state()).toEqual(before);
  });

  it('refuses a logo that does not fit beside the gallery', async () => {
    const admin = await schoolAdminSession(t.db);
    expect((await upload(admin, 'gallery', [image600])).statusCode).toBe(200);
    const taken = await used(admin.schoolId);
    const before = await state();
    const res = await upload(admin, 'logo', [image600]);
    expect([res.statusCode, res.json()]).toEqual([413, doesNotFit(QUOTA - taken)]);
    expect(await state()).toEqual(before);
  });

  it('lets one of two uploads at once take the last room: the other is 413 and leaves no file', async () => {
    const admin = await schoolAdminSession(t.db);
    const galleryFiles = () =>
      storedFiles(t.config.storageDir).filter((f) => f.startsWith('school-gallery/'));
    const before = new Set(galleryFiles());
    const answers = await Promise.all([
      upload(admin, 'gallery', [image600]),
      upload(admin, 'gallery', [image600]),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 413]);
    expect(await used(admin.schoolId)).toBeLessThanOrEqual(QUOTA);
    const rows = await t.db
      .selectFrom('school_gallery_images')
      .select('path')
      .where('school_id', '=', admin.schoolId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(galleryFiles().filter((file) => !before.has(file))).toEqual([rows[0]!.path]);
  });

  it('is answered on every school upload route of a full school; profile pictures do not count', async () => {
    for (const route of uploadRoutes(t)) {
      // A full school, and a person of it (its admin) sending the route's upload.
      const admin = await schoolAdminSession(t.db);
      await t.db
        .insertInto('school_gallery_images')
        .values({
          school_id: admin.schoolId,
          path: `school-gallery/full-${admin.schoolId}.png`,
          name: 'full.png',
          size: QUOTA,
          created_at: isoNow(),
        })
        .execute();
      const counts = route.url.startsWith('/api/school/');
      const before = await state();
      const res = await sendUpload(t, admin.token, route, [filePart(route, PNG_1X1)]);
      if (counts) {
        expect([route.name, res.statusCode, res.json()]).toEqual([route.name, 413, FULL]);
        expect(await state()).toEqual(before);
      } else {
        expect([route.name, res.statusCode]).toEqual([route.name, 200]);
      }
    }
  });
});
