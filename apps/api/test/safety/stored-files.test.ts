import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoNow } from '../../src/lib/time';
import { createSchool } from '../helpers/factories';
import { PNG_1X1 } from '../helpers/multipart';
import { createParent } from '../helpers/people';
import { setUpRouteTests, type RouteTestSetup } from '../helpers/route-principals';
import {
  buildRequest,
  mintToken,
  routeName,
  uniq,
  type Principal,
  type RequestContext,
} from '../helpers/route-requests';
import { call } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { storedFiles } from '../helpers/upload-routes';

/*
 * Stored files are served without a token, so a file must not outlive the row that names it:
 * every changing route of the app's table (app.routeAccess, so routes added later are walked as
 * they are registered) is called while every user has a profile picture and every school a logo
 * and a gallery image, and afterwards the files on disk are exactly those the rows name, and every
 * file that went answers 404 under /storage.
 */
let t: TestApp;
let ctx: RequestContext;
let setup: RouteTestSetup;
let superadmin: Principal;
beforeAll(async () => {
  t = await createTestApp();
  setup = await setUpRouteTests(t);
  ({ ctx, superadmin } = setup);
});
afterAll(() => t.close());

/** The folders of the three kinds of stored file, each named by one column. */
const FOLDERS = ['profile-pictures/', 'school-logos/', 'school-gallery/'];

/**
 * The routes that delete or replace something owning a stored file, each of which must remove one
 * when it succeeds: this proves the walk reached them with a file in place. A route that is not
 * here and leaves a file behind still fails the walk; add a route here when it deletes or
 * replaces a row holding a path (grep the source for profile_picture, logo_path and
 * school_gallery_images).
 */
const REMOVING_FILES = [
  'DELETE /api/superadmin/users/:id',
  'DELETE /api/superadmin/schools/:id',
  'DELETE /api/school/students/:id',
  'DELETE /api/school/teachers/:id',
  'DELETE /api/school/parents/:id',
  'DELETE /api/school/profile/gallery/:id',
  'DELETE /api/me/profile-picture',
  'POST /api/me/profile-picture',
  'POST /api/school/profile/logo',
];

async function writeFile(folder: string): Promise<string> {
  const relative = `${folder}/walk-${uniq()}.png`;
  await fs.promises.mkdir(path.join(t.config.storageDir, folder), { recursive: true });
  await fs.promises.writeFile(path.join(t.config.storageDir, relative), PNG_1X1);
  return relative;
}

/** Every user and school without a file gets one, and every school a gallery image. */
async function giveEveryRowAFile(): Promise<void> {
  const users = await t.db.selectFrom('users').select('id').where('profile_picture', 'is', null).execute();
  for (const { id } of users) {
    const file = await writeFile('profile-pictures');
    await t.db.updateTable('users').set({ profile_picture: file }).where('id', '=', id).execute();
  }
  const schools = await t.db.selectFrom('schools').select('id').where('logo_path', 'is', null).execute();
  for (const { id } of schools) {
    const file = await writeFile('school-logos');
    await t.db.updateTable('schools').set({ logo_path: file }).where('id', '=', id).execute();
  }
  const withoutGallery = await t.db
    .selectFrom('schools')
    .select('id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('school_gallery_images')
            .select('id')
            .whereRef('school_gallery_images.school_id', '=', 'schools.id'),
        ),
      ),
    )
    .execute();
  for (const { id } of withoutGallery) {
    const file = await writeFile('school-gallery');
    await t.db
      .insertInto('school_gallery_images')
      .values({ school_id: id, path: file, name: 'walk.png', size: PNG_1X1.length, created_at: isoNow() })
      .execute();
  }
}

/** Every path a row names. */
async function namedFiles(): Promise<string[]> {
  const [users, schools, gallery] = await Promise.all([
    t.db
      .selectFrom('users')
      .select('profile_picture as file')
      .where('profile_picture', 'is not', null)
      .execute(),
    t.db.selectFrom('schools').select('logo_path as file').where('logo_path', 'is not', null).execute(),
    t.db.selectFrom('school_gallery_images').select('path as file').execute(),
  ]);
  return [...users, ...schools, ...gallery].map((r) => r.file!).sort();
}

const filesOnDisk = () =>
  storedFiles(t.config.storageDir).filter((file) => FOLDERS.some((folder) => file.startsWith(folder)));

describe('stored files', () => {
  it('never outlive the row that names them, by any route', { timeout: 300_000 }, async () => {
    const wrong: string[] = [];
    const removedBy = new Map<string, number>();
    const routes = t.app.routeAccess.filter((route) => route.method !== 'GET' && route.method !== 'HEAD');
    for (const route of routes) {
      const name = routeName(route);
      const owner = setup.ownerOf(route);
      const request = await buildRequest(ctx, route, owner);
      const token = (await setup.callerOf(route)).token;
      await giveEveryRowAFile();
      const before = filesOnDisk();
      const res = await call(t.app, token, request);
      const after = filesOnDisk();
      const named = await namedFiles();
      const left = after.filter((file) => !named.includes(file));
      const lost = named.filter((file) => !after.includes(file));
      if (left.length > 0) {
        wrong.push(`${name} (${res.statusCode}) left files no row names: ${left.join(', ')}`);
        // Reported once, here: the routes after it are judged on their own.
        for (const file of left) await fs.promises.rm(path.join(t.config.storageDir, file));
      }
      if (lost.length > 0)
        wrong.push(`${name} (${res.statusCode}) removed files a row names: ${lost.join(', ')}`);
      const removed = before.filter((file) => !after.includes(file));
      for (const file of removed) {
        const served = await t.app.inject({ method: 'GET', url: `/storage/${file}` });
        if (served.statusCode !== 404) wrong.push(`${name}: /storage/${file} answers ${served.statusCode}`);
      }
      if (res.statusCode < 300) removedBy.set(name, removed.length);
    }
    expect(wrong).toEqual([]);
    // Each of them succeeded and took a file with it (the walk cannot pass by refusing them).
    expect(REMOVING_FILES.map((name) => [name, (removedBy.get(name) ?? 0) > 0])).toEqual(
      REMOVING_FILES.map((name) => [name, true]),
    );
  });
});

describe('a deleted school', () => {
  it("takes its parents' pictures with the accounts it deletes", async () => {
    const school = await createSchool(t.db);
    const { user } = await createParent(t.db, school.id);
    const file = await writeFile('profile-pictures');
    await t.db.updateTable('users').set({ profile_picture: file }).where('id', '=', user.id).execute();
    const res = await call(t.app, await mintToken(t.db, superadmin.userId!), {
      method: 'DELETE',
      url: `/api/superadmin/schools/${school.id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(filesOnDisk()).not.toContain(file);
    expect((await t.app.inject({ method: 'GET', url: `/storage/${file}` })).statusCode).toBe(404);
  });
});

describe('GET /storage', () => {
  it('lets no shared cache keep a file and makes a browser check each use, so a deleted file is gone', async () => {
    const file = await writeFile('profile-pictures');
    const res = await t.app.inject({ method: 'GET', url: `/storage/${file}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // Checking costs no body while the file is unchanged.
    const again = await t.app.inject({
      method: 'GET',
      url: `/storage/${file}`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
