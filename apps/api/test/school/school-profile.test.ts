import { fieldMessage } from '@school/contract';
import fs from 'node:fs';
import path from 'node:path';
import { MAX_IMAGE_BYTES } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../../src/lib/time';
import { createClass, createSection, createYear } from '../helpers/academics';
import { createSchool, createUser } from '../helpers/factories';
import { imageInfo } from '../helpers/images';
import { GIF_1X1, multipart, PNG_1X1, type MultipartPart } from '../helpers/multipart';
import { createParent, createStudent, createTeacher } from '../helpers/people';
import { refusalsAfter, withoutAudit } from '../helpers/refusals';
import { mintToken, snapshot, tableNames } from '../helpers/route-requests';
import { schoolAdminSession, withoutPermission, type SchoolAdminSession } from '../helpers/school-admins';
import {
  auditsOfEvent,
  call,
  FORBIDDEN,
  lastAuditId,
  SERVER_ERROR,
  withAuditTableMissing,
} from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The school administrator's own school: its details (the code unique across schools), its logo
 * and its gallery (files checked by content, all or none, removed with their rows), and figures
 * counted from its records. Another school's gallery ids answer 404 and nothing changes.
 */
let t: TestApp;
let tables: string[];
let a: SchoolAdminSession;
let b: SchoolAdminSession;

beforeAll(async () => {
  t = await createTestApp();
  tables = await tableNames(t.db);
  a = await schoolAdminSession(t.db);
  b = await schoolAdminSession(t.db);
});
afterAll(() => t.close());

const as = (token: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(t.app, token, { method, url: `/api/school${url}`, ...(payload ? { payload } : {}) });

const send = (token: string, url: string, parts: MultipartPart[]) =>
  call(t.app, token, { method: 'POST', url: `/api/school${url}`, ...multipart(parts) });

const file = (
  name: string,
  data: Buffer,
  filename = 'photo.png',
  contentType = 'image/png',
): MultipartPart => ({
  name,
  filename,
  contentType,
  data,
});

const TEXT_AS_PNG = Buffer.from('just some text, not an image\n');
const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);
const OVER_LIMIT = Buffer.concat([PNG_1X1, Buffer.alloc(MAX_IMAGE_BYTES + 1024 * 1024 - PNG_1X1.length)]);
const WRONG_TYPE = 'must be an image of type PNG, JPEG, GIF or WebP.';

/** The file on disk behind a /storage URL or a stored path. */
const fileOf = (url: string) => path.join(t.config.storageDir, url.replace(/^\/storage\//, ''));
/** Every file under the storage folder, so that a refusal can be shown to leave none behind. */
function storedFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(path.relative(t.config.storageDir, full));
    }
  };
  walk(t.config.storageDir);
  return out.sort();
}

const schoolRow = (id: number) =>
  t.db.selectFrom('schools').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const galleryRows = (schoolId: number) =>
  t.db
    .selectFrom('school_gallery_images')
    .selectAll()
    .where('school_id', '=', schoolId)
    .orderBy('id')
    .execute();

/** Everything a refused call could have touched: rows, files and the audit log. */
const state = async () => ({ db: await snapshot(t.db, tables), files: storedFiles() });

const VALID = {
  name: 'Greenfield Public School',
  code: 'gps-01',
  board: 'ICSE',
  email: 'office@greenfield.example',
  phone: '+91 98765 43210',
  address_line1: '12 Park Street',
  address_line2: 'Near the market',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  postal_code: '411001',
  website: 'https://greenfield.example',
  establishment_year: 1987,
  affiliation_number: 'AFF/2020/77',
};

describe('GET /api/school/profile', () => {
  it("answers the session's school with its details, no logo and an empty gallery", async () => {
    const { token, schoolId } = await schoolAdminSession(t.db);
    const school = await schoolRow(schoolId);
    const res = await as(token, 'GET', '/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        name: school.name,
        code: school.code,
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
        logo_url: null,
        gallery: [],
      },
    });
  });
});

describe('PUT /api/school/profile', () => {
  it('updates every field, the code in capitals, audited with before and after', async () => {
    const { token, schoolId, userId } = await schoolAdminSession(t.db);
    const before = await schoolRow(schoolId);
    const since = await lastAuditId(t.db);
    const res = await as(token, 'PUT', '/profile', VALID);
    expect(res.statusCode, res.body).toBe(200);
    const expected = { ...VALID, code: 'GPS-01', logo_url: null, gallery: [] };
    expect(res.json()).toEqual({
      success: true,
      message: 'School profile updated successfully!',
      data: expected,
    });
    expect((await as(token, 'GET', '/profile')).json().data).toEqual(expected);
    const [audit, ...more] = await auditsOfEvent(t.db, 'school_updated', since);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ user_id: userId, school_id: schoolId });
    expect(audit!.properties).toEqual({
      before: {
        name: before.name,
        code: before.code,
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
      },
      after: { ...VALID, code: 'GPS-01' },
    });
  });

  it('trims text, stores blank optional fields as none and keeps its own code in another case', async () => {
    const { token } = await schoolAdminSession(t.db);
    await as(token, 'PUT', '/profile', { ...VALID, code: 'OWN-CODE' });
    const blank = Object.fromEntries(
      [
        'email',
        'phone',
        'address_line1',
        'address_line2',
        'city',
        'state',
        'postal_code',
        'website',
        'affiliation_number',
      ].map((field) => [field, '   ']),
    );
    const res = await as(token, 'PUT', '/profile', {
      name: '  Hill Top  ',
      code: 'own-code',
      board: 'Other',
      ...blank,
      establishment_year: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Hill Top',
      code: 'OWN-CODE',
      board: 'Other',
      ...Object.fromEntries(Object.keys(blank).map((field) => [field, null])),
      country: 'India',
      establishment_year: null,
    });
  });

  it('refuses missing, malformed and too long fields with a message on each, changing nothing', async () => {
    const before = await state();
    const long = (n: number) => 'x'.repeat(n + 1);
    const cases: [object, string, string][] = [
      [{ ...VALID, name: undefined }, 'name', 'Name is required.'],
      [{ ...VALID, name: '   ' }, 'name', 'Name is required.'],
      [{ ...VALID, code: undefined }, 'code', 'Code is required.'],
      [{ ...VALID, code: '' }, 'code', 'Code is required.'],
      [
        { ...VALID, board: undefined },
        'board',
        'Board must be one of: CBSE, ICSE, State Board, IB, IGCSE, Other.',
      ],
      [
        { ...VALID, board: 'Cambridge' },
        'board',
        'Board must be one of: CBSE, ICSE, State Board, IB, IGCSE, Other.',
      ],
      [{ ...VALID, email: 'not-an-email' }, 'email', 'Email must be a valid email address.'],
      [
        { ...VALID, code: 'has space' },
        'code',
        'Code may only contain letters, numbers, dashes and underscores.',
      ],
      [
        { ...VALID, phone: 'call me' },
        'phone',
        'Phone must be 7 to 20 characters: digits, spaces and + - ( ).',
      ],
      [
        { ...VALID, website: 'javascript:alert(1)' },
        'website',
        'Website must be a web address starting with http:// or https://.',
      ],
      [
        { ...VALID, establishment_year: 1700 },
        'establishment_year',
        'Establishment year may not be before 1800.',
      ],
      [
        { ...VALID, establishment_year: 3000 },
        'establishment_year',
        'Establishment year may not be in the future.',
      ],
      [{ ...VALID, establishment_year: 1990.5 }, 'establishment_year', 'Establishment year must be a year.'],
      [{ ...VALID, establishment_year: '1990' }, 'establishment_year', 'Establishment year must be a year.'],
    ];
    // Every text field: its length limit and a value that is not text.
    for (const [field, max] of [
      ['name', 255],
      ['code', 30],
      ['address_line1', 255],
      ['address_line2', 255],
      ['city', 100],
      ['state', 100],
      ['country', 100],
      ['postal_code', 20],
      ['website', 255],
      ['affiliation_number', 100],
    ] as const) {
      cases.push([{ ...VALID, [field]: long(max) }, field, fieldMessage('max_length', field, { max })]);
      cases.push([{ ...VALID, [field]: 5 }, field, '']);
    }
    cases.push([{ ...VALID, email: `${long(250)}@example.com` }, 'email', '']);
    cases.push([{ ...VALID, email: 5 }, 'email', '']);
    cases.push([{ ...VALID, phone: 5 }, 'phone', '']);
    for (const [body, field, message] of cases) {
      const res = await as(a.token, 'PUT', '/profile', body);
      const what = `${field}: ${JSON.stringify(body).slice(0, 120)}`;
      expect(res.statusCode, what).toBe(422);
      expect(Object.keys(res.json().errors), what).toEqual([field]);
      // The first message is the one a client shows.
      if (message) expect(res.json().errors[field][0], what).toBe(message);
    }
    expect(await state()).toEqual(before);
  });

  it("refuses another school's code in any case (422) and changes nothing", async () => {
    const other = await createSchool(t.db, { code: 'TAKEN-9' });
    const rows = withoutAudit(tables);
    const before = { db: await snapshot(t.db, rows), files: storedFiles() };
    const auditBefore = await lastAuditId(t.db);
    for (const code of ['TAKEN-9', 'taken-9', ' Taken-9 ']) {
      const res = await as(a.token, 'PUT', '/profile', { ...VALID, code });
      expect(res.statusCode, code).toBe(422);
      expect(res.json()).toEqual({
        success: false,
        message: 'Code has already been taken.',
        errors: { code: ['Code has already been taken.'] },
      });
    }
    expect({ db: await snapshot(t.db, rows), files: storedFiles() }).toEqual(before);
    expect((await schoolRow(other.id)).code).toBe('TAKEN-9');
    // Each refusal is in the trail, written although the request failed.
    const refusal = {
      user_id: a.userId,
      school_id: a.schoolId,
      form: 'school_profile',
      field: 'code',
      value: 'TAKEN-9',
    };
    expect(await refusalsAfter(t.db, auditBefore)).toEqual([refusal, refusal, refusal]);
    expect(await lastAuditId(t.db)).toBe(auditBefore + 3);
  });

  it('answers a code taken between the check and the write with the same 422', async () => {
    // Two admins saving one code at the same moment: both pass the check, the index decides.
    const x = await schoolAdminSession(t.db);
    const y = await schoolAdminSession(t.db);
    const answers = await Promise.all(
      [x, y].map((admin) => as(admin.token, 'PUT', '/profile', { ...VALID, code: 'RACE-1' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((r) => r.statusCode === 422)!.json().errors).toEqual({
      code: ['Code has already been taken.'],
    });
  });
});

describe('POST /api/school/profile/logo', () => {
  it('stores a PNG under a generated name, answers the profile and serves it back without sniffing', async () => {
    const { token, schoolId, userId } = await schoolAdminSession(t.db);
    const since = await lastAuditId(t.db);
    const res = await send(token, '/profile/logo', [file('logo', PNG_1X1, 'our-logo.png')]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'School logo uploaded successfully!' });
    const url: string = res.json().data.logo_url;
    expect(url).toMatch(/^\/storage\/school-logos\/[A-Za-z0-9_-]{40}\.png$/);
    expect((await schoolRow(schoolId)).logo_path).toBe(url.replace('/storage/', ''));

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(fs.readFileSync(fileOf(url)))).toBe(true);
    expect(await imageInfo(served.rawPayload)).toMatchObject({ format: 'png', width: 1, height: 1 });

    const [audit] = await auditsOfEvent(t.db, 'school_updated', since);
    expect(audit).toMatchObject({ user_id: userId, school_id: schoolId });
    expect(audit!.properties).toEqual({
      before: { logo_path: null },
      after: { logo_path: url.replace('/storage/', '') },
    });
  });

  it('replacing the logo removes the old file once the new one is saved', async () => {
    const { token, schoolId } = await schoolAdminSession(t.db);
    const first: string = (await send(token, '/profile/logo', [file('logo', PNG_1X1)])).json().data.logo_url;
    const res = await send(token, '/profile/logo', [file('logo', GIF_1X1, 'new.gif', 'image/gif')]);
    const second: string = res.json().data.logo_url;
    expect(second).toMatch(/\.gif$/);
    expect(fs.existsSync(fileOf(first))).toBe(false);
    expect(fs.existsSync(fileOf(second))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await schoolRow(schoolId)).logo_path).toBe(second.replace('/storage/', ''));
  });

  it('leaves no new file behind and keeps the old logo when the database write fails', async () => {
    const { token, schoolId } = await schoolAdminSession(t.db);
    const logo: string = (await send(token, '/profile/logo', [file('logo', PNG_1X1)])).json().data.logo_url;
    const before = storedFiles();
    const res = await withAuditTableMissing(t.db, () =>
      send(token, '/profile/logo', [file('logo', PNG_1X1)]),
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(SERVER_ERROR);
    expect(storedFiles()).toEqual(before);
    expect(fs.existsSync(fileOf(logo))).toBe(true);
    expect((await schoolRow(schoolId)).logo_path).toBe(logo.replace('/storage/', ''));
  });

  it.each([
    ['a text file named .png', [file('logo', TEXT_AS_PNG, 'fake.png')], 422, `School logo ${WRONG_TYPE}`],
    [
      'an SVG carrying a script',
      [file('logo', SVG_WITH_SCRIPT, 'x.svg', 'image/svg+xml')],
      422,
      `School logo ${WRONG_TYPE}`,
    ],
    ['an empty file', [file('logo', Buffer.alloc(0), 'empty.png')], 422, `School logo ${WRONG_TYPE}`],
    ['no file', [{ name: 'note', value: 'nothing' }], 422, 'School logo is required.'],
    ['the file under another field', [file('image', PNG_1X1)], 422, 'School logo is required.'],
    [
      'a second file in the field',
      [file('logo', PNG_1X1), file('logo', GIF_1X1, 'second.gif', 'image/gif')],
      422,
      'School logo must be a single file.',
    ],
    [
      'an 11 MB image',
      [file('logo', OVER_LIMIT, 'big.png')],
      413,
      'School logo may not be greater than 10 MB.',
    ],
  ] as const)('refuses %s and changes nothing', async (_what, parts, status, message) => {
    const before = await state();
    const res = await send(a.token, '/profile/logo', [...parts]);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(
      status === 422 ? { success: false, message, errors: { logo: [message] } } : { success: false, message },
    );
    expect(await state()).toEqual(before);
  });
});

describe('POST /api/school/profile/gallery', () => {
  const NONE = {
    success: false,
    message: 'Please select images to upload',
    errors: { images: ['Please select images to upload'] },
  };

  it('stores several images, newest first, with one audit entry naming them', async () => {
    const { token, schoolId, userId } = await schoolAdminSession(t.db);
    const since = await lastAuditId(t.db);
    const first = await send(token, '/profile/gallery', [file('images', PNG_1X1, 'sports-day.png')]);
    expect(first.statusCode, first.body).toBe(200);
    const res = await send(token, '/profile/gallery', [
      file('images', PNG_1X1, 'C:\\Users\\me\\annual-day.png'),
      file('images', GIF_1X1, 'library.gif', 'image/gif'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Gallery images uploaded successfully!' });
    const gallery: { id: number; url: string; name: string; size: number }[] = res.json().data.gallery;
    // The size is that of the stored file, the image encoded again from its pixels.
    expect(gallery.map((g) => [g.name, g.size])).toEqual([
      ['library.gif', fs.statSync(fileOf(gallery[0]!.url)).size],
      ['annual-day.png', fs.statSync(fileOf(gallery[1]!.url)).size],
      ['sports-day.png', fs.statSync(fileOf(gallery[2]!.url)).size],
    ]);
    for (const image of gallery) {
      expect(image.url).toMatch(/^\/storage\/school-gallery\/[A-Za-z0-9_-]{40}\.(png|gif)$/);
      const served = await t.app.inject({ method: 'GET', url: image.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await t.app.inject({ method: 'GET', url: gallery[0]!.url })).headers['content-type']).toBe(
      'image/gif',
    );
    expect((await as(token, 'GET', '/profile')).json().data.gallery).toEqual(res.json().data.gallery);

    const audits = await auditsOfEvent(t.db, 'school_gallery_uploaded', since);
    expect(audits).toHaveLength(2);
    expect(audits[1]).toMatchObject({ user_id: userId, school_id: schoolId });
    expect((audits[1]!.properties!.images as { name: string }[]).map((i) => i.name)).toEqual([
      'annual-day.png',
      'library.gif',
    ]);
  });

  it('refuses an upload without images: "Please select images to upload"', async () => {
    const before = await state();
    for (const parts of [
      [] as MultipartPart[],
      [{ name: 'note', value: 'hello' }],
      [file('image', PNG_1X1)],
      // What a browser sends for a file input left empty.
      [file('images', Buffer.alloc(0), '', 'application/octet-stream')],
    ]) {
      const res = await send(a.token, '/profile/gallery', parts);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(NONE);
    }
    const json = await call(t.app, a.token, {
      method: 'POST',
      url: '/api/school/profile/gallery',
      payload: {},
    });
    expect(json.statusCode).toBe(422);
    expect(json.json()).toEqual(NONE);
    expect(await state()).toEqual(before);
  });

  it.each([
    ['a text file named .png', file('images', TEXT_AS_PNG, 'fake.png'), 'fake.png'],
    ['an SVG carrying a script', file('images', SVG_WITH_SCRIPT, 'x.svg', 'image/svg+xml'), 'x.svg'],
    ['an empty file', file('images', Buffer.alloc(0), 'empty.png'), 'empty.png'],
  ])('refuses the whole upload when one file is %s: no rows, no files', async (_what, bad, name) => {
    const before = await state();
    const res = await send(a.token, '/profile/gallery', [file('images', PNG_1X1, 'good.png'), bad]);
    expect(res.statusCode).toBe(422);
    const message = `The file "${name}" ${WRONG_TYPE}`;
    expect(res.json()).toEqual({ success: false, message, errors: { 'images.1': [message] } });
    expect(await state()).toEqual(before);
  });

  it('answers 413 for an image over 10 MB and stores none of the upload', async () => {
    const before = await state();
    const res = await send(a.token, '/profile/gallery', [
      file('images', PNG_1X1, 'good.png'),
      file('images', OVER_LIMIT, 'huge.png'),
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      message: 'The file "huge.png" may not be greater than 10 MB.',
    });
    expect(await state()).toEqual(before);
  });

  it('takes 20 images at once and refuses 21, storing none of them', async () => {
    const before = await state();
    const many = (n: number) => Array.from({ length: n }, (_, i) => file('images', PNG_1X1, `p${i}.png`));
    const res = await send(a.token, '/profile/gallery', many(21));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ images: ['You may upload at most 20 images at a time.'] });
    expect(await state()).toEqual(before);
    const { token, schoolId } = await schoolAdminSession(t.db);
    const ok = await send(token, '/profile/gallery', many(20));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await galleryRows(schoolId)).toHaveLength(20);
  });

  it('removes the stored files when the database write fails', async () => {
    const { token, schoolId } = await schoolAdminSession(t.db);
    const before = storedFiles();
    const res = await withAuditTableMissing(t.db, () =>
      send(token, '/profile/gallery', [
        file('images', PNG_1X1),
        file('images', GIF_1X1, 'b.gif', 'image/gif'),
      ]),
    );
    expect(res.statusCode).toBe(500);
    expect(storedFiles()).toEqual(before);
    expect(await galleryRows(schoolId)).toEqual([]);
  });

  it('answers 403 while the role lacks school_gallery_upload, storing nothing', async () => {
    await withoutPermission(t, 'school_gallery_upload', async () => {
      const before = await state();
      const res = await send(a.token, '/profile/gallery', [file('images', PNG_1X1)]);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
      expect(await state()).toEqual(before);
    });
    const res = await send(a.token, '/profile/gallery', [file('images', PNG_1X1)]);
    expect(res.statusCode).toBe(200);
  });
});

describe('DELETE /api/school/profile/gallery/:id', () => {
  async function galleryOf(token: string) {
    const res = await send(token, '/profile/gallery', [
      file('images', PNG_1X1, 'one.png'),
      file('images', GIF_1X1, 'two.gif', 'image/gif'),
    ]);
    return res.json().data.gallery as { id: number; url: string; name: string }[];
  }

  it('removes the row, then its file, audited with the deleted record', async () => {
    const { token, schoolId, userId } = await schoolAdminSession(t.db);
    const [two, one] = await galleryOf(token);
    const row = (await galleryRows(schoolId)).find((r) => r.id === one!.id)!;
    const since = await lastAuditId(t.db);
    const res = await as(token, 'DELETE', `/profile/gallery/${one!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Image deleted successfully!' });
    expect(res.json().data.gallery.map((g: { id: number }) => g.id)).toEqual([two!.id]);
    expect(fs.existsSync(fileOf(one!.url))).toBe(false);
    expect(fs.existsSync(fileOf(two!.url))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: one!.url })).statusCode).toBe(404);
    const [audit] = await auditsOfEvent(t.db, 'school_gallery_image_deleted', since);
    expect(audit).toMatchObject({ user_id: userId, school_id: schoolId });
    expect(audit!.properties).toEqual({ before: row });
    expect((await as(token, 'DELETE', `/profile/gallery/${one!.id}`)).statusCode).toBe(404);
  });

  it('lets one of racing deletes of an image win: the others answer 404, one audit entry', async () => {
    const { token } = await schoolAdminSession(t.db);
    const [, one] = await galleryOf(token);
    const since = await lastAuditId(t.db);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => as(token, 'DELETE', `/profile/gallery/${one!.id}`)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404, 404, 404]);
    for (const loser of answers.filter((r) => r.statusCode === 404)) {
      expect(loser.json()).toEqual({ success: false, message: 'Image not found.' });
    }
    expect(await auditsOfEvent(t.db, 'school_gallery_image_deleted', since)).toHaveLength(1);
    expect(fs.existsSync(fileOf(one!.url))).toBe(false);
  });

  it("answers 404 for another school's image and leaves the image and its file alone", async () => {
    const images = await galleryOf(a.token);
    const before = await state();
    for (const image of images) {
      const res = await as(b.token, 'DELETE', `/profile/gallery/${image.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Image not found.' });
      expect(fs.existsSync(fileOf(image.url))).toBe(true);
    }
    expect(await state()).toEqual(before);
    expect((await as(b.token, 'GET', '/profile')).json().data.gallery).toEqual([]);
  });

  it('answers 404 for an id that names no image and 400 for one that is not an id', async () => {
    expect((await as(a.token, 'DELETE', '/profile/gallery/2147483647')).statusCode).toBe(404);
    for (const id of ['abc', '0', '01', '1.5']) {
      expect((await as(a.token, 'DELETE', `/profile/gallery/${id}`)).statusCode, id).toBe(400);
    }
  });
});

describe('statistics and analytics', () => {
  it('count the rows of the school and of no other', async () => {
    const { token, schoolId } = await schoolAdminSession(t.db);
    const empty = await as(token, 'GET', '/profile/statistics');
    expect(empty.json()).toEqual({
      success: true,
      data: {
        users: { students: 0, teachers: 0, parents: 0 },
        academic: { classes: 0, sections: 0, subjects: 0, academic_years: 0 },
      },
    });
    const year = await createYear(t.db, schoolId, { current: true, start_date: '2026-04-01' });
    await createYear(t.db, schoolId);
    const classes = [await createClass(t.db, schoolId), await createClass(t.db, schoolId)];
    for (const c of classes) await createSection(t.db, schoolId, c.id);
    await createSection(t.db, schoolId, classes[0]!.id);
    const now = isoNow();
    await t.db
      .insertInto('subjects')
      .values([
        {
          school_id: schoolId,
          name: 'Maths',
          code: null,
          description: null,
          created_at: now,
          updated_at: now,
        },
        { school_id: schoolId, name: 'Art', code: null, description: null, created_at: now, updated_at: now },
      ])
      .execute();
    const students = [
      await createStudent(t.db, schoolId),
      await createStudent(t.db, schoolId),
      await createStudent(t.db, schoolId, { status: 'alumni' }),
      await createStudent(t.db, schoolId, { user: { status: 'suspended' } }),
    ];
    await createTeacher(t.db, schoolId);
    await createTeacher(t.db, schoolId, { user: { status: 'inactive' } });
    await createParent(t.db, schoolId, { students: [students[0]!.student.id] });
    // Another school's rows count for it alone.
    await createStudent(t.db, a.schoolId);
    await createTeacher(t.db, a.schoolId);

    const stats = await as(token, 'GET', '/profile/statistics');
    expect(stats.json().data).toEqual({
      users: { students: 4, teachers: 2, parents: 1 },
      academic: { classes: 2, sections: 3, subjects: 2, academic_years: 2 },
    });

    // Two admitted before the year began, two since.
    const admitted = ['2026-03-31', '2026-01-10', '2026-04-01', '2026-09-15'];
    for (const [i, made] of students.entries()) {
      await t.db
        .updateTable('students')
        .set({ admission_date: admitted[i]! })
        .where('id', '=', made.student.id)
        .execute();
    }
    const analytics = await as(token, 'GET', '/profile/analytics');
    expect(analytics.json()).toEqual({
      success: true,
      data: {
        performance: { attendance_rate: null, assignment_completion_rate: null },
        growth: { students_growth: 2 },
        engagement: { active_students: 2, active_teachers: 1 },
      },
    });

    // Without a current year, admissions since 1 January count, as in the students analytics.
    await t.db.updateTable('academic_years').set({ is_current: false }).where('id', '=', year.id).execute();
    const thisYear = new Date().toISOString().slice(0, 4);
    const lastYear = String(Number(thisYear) - 1);
    for (const [i, made] of students.entries()) {
      const date = i === 0 ? `${lastYear}-12-31` : `${thisYear}-01-0${i}`;
      await t.db
        .updateTable('students')
        .set({ admission_date: date })
        .where('id', '=', made.student.id)
        .execute();
    }
    expect((await as(token, 'GET', '/profile/analytics')).json().data.growth).toEqual({ students_growth: 3 });
  });
});

describe('the superadmin screens', () => {
  it("show the school's logo URL in the list and the details", async () => {
    const { token, schoolId } = await schoolAdminSession(t.db);
    const logo: string = (await send(token, '/profile/logo', [file('logo', PNG_1X1)])).json().data.logo_url;
    const sa = await mintToken(t.db, (await createUser(t.db, { roles: ['superadmin'] })).id);
    const details = await call(t.app, sa, { method: 'GET', url: `/api/superadmin/schools/${schoolId}` });
    expect(details.json().data.logo_url).toBe(logo);
    const list = await call(t.app, sa, { method: 'GET', url: '/api/superadmin/schools?per_page=100' });
    const rows: { id: number; logo_url: string | null }[] = list.json().data.schools;
    expect(rows.find((s) => s.id === schoolId)!.logo_url).toBe(logo);
    expect(rows.find((s) => s.id === b.schoolId)!.logo_url).toBeNull();
  });
});
