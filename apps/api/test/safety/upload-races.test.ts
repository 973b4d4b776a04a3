import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/factories';
import { multipart, PNG_1X1 } from '../helpers/multipart';
import { mintToken } from '../helpers/route-requests';
import { schoolAdminSession } from '../helpers/school-admins';
import { call } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Uploads that replace one file (a school's logo, a user's picture), sent at once: each replaces
 * the one before it in turn, so exactly the last stored file is left on disk and in the row.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RACERS = 4;
const filesIn = (folder: string) => {
  const dir = path.join(t.config.storageDir, folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => `${folder}/${name}`) : [];
};

async function race(token: string, url: string, field: string) {
  const answers = await Promise.all(
    Array.from({ length: RACERS }, () =>
      call(t.app, token, {
        method: 'POST',
        url,
        ...multipart([{ name: field, filename: 'a.png', contentType: 'image/png', data: PNG_1X1 }]),
      }),
    ),
  );
  expect(answers.map((res) => res.statusCode)).toEqual(Array(RACERS).fill(200));
}

describe('uploads that replace a file, at once', () => {
  it('leave only the school logo the row names', async () => {
    const before = new Set(filesIn('school-logos'));
    const admin = await schoolAdminSession(t.db);
    await race(admin.token, '/api/school/profile/logo', 'logo');
    const school = await t.db
      .selectFrom('schools')
      .select('logo_path')
      .where('id', '=', admin.schoolId)
      .executeTakeFirstOrThrow();
    expect(filesIn('school-logos').filter((file) => !before.has(file))).toEqual([school.logo_path]);
  });

  it('leave only the profile picture the row names', async () => {
    const before = new Set(filesIn('profile-pictures'));
    const user = await createUser(t.db);
    await race(await mintToken(t.db, user.id), '/api/me/profile-picture', 'profile_picture');
    const row = await t.db
      .selectFrom('users')
      .select('profile_picture')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(filesIn('profile-pictures').filter((file) => !before.has(file))).toEqual([row.profile_picture]);
  });
});
