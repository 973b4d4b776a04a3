import fs from 'node:fs';
import path from 'node:path';
import { MAX_IMAGE_BYTES } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { readImageUpload } from '../../src/lib/uploads';
import { createUser } from '../helpers/factories';
import { signIn } from '../helpers/http';
import { imageInfo } from '../helpers/images';
import { multipart, PNG_1X1 } from '../helpers/multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Over real HTTP the body arrives in many chunks, and the multipart limit cuts the file wherever
 * a chunk ends: whatever the size over the limit, the answer is 413 and nothing is stored.
 */
let t: TestApp;
let address: string;
let token: string;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const user = await createUser(t.db);
  userId = user.id;
  token = (await signIn(t.app, user.email, user.password)).token;
});
afterAll(() => t.close());

const stored = () => {
  const dir = path.join(t.config.storageDir, 'profile-pictures');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

async function upload(size: number) {
  const data = Buffer.concat([PNG_1X1, Buffer.alloc(size - PNG_1X1.length)]);
  const body = multipart([{ name: 'profile_picture', filename: 'big.png', contentType: 'image/png', data }]);
  const res = await fetch(`${address}/api/me/profile-picture`, {
    method: 'POST',
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    body: body.payload,
  });
  return { status: res.status, body: await res.json() };
}

describe('uploads over the size limit, over real HTTP', () => {
  it('answer 413 every time, one byte over or far over, and store nothing', async () => {
    const before = stored();
    for (const size of [
      MAX_IMAGE_BYTES + 1,
      MAX_IMAGE_BYTES + 1000,
      MAX_IMAGE_BYTES + 65_537,
      12 * 1024 * 1024,
    ]) {
      for (let round = 0; round < 3; round++) {
        const res = await upload(size);
        expect([size, res.status, res.body]).toEqual([
          size,
          413,
          { success: false, message: 'Profile picture may not be greater than 10 MB.' },
        ]);
      }
    }
    expect(stored()).toEqual(before);
    const row = await t.db
      .selectFrom('users')
      .select('profile_picture')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.profile_picture).toBeNull();
  });

  it('takes a file of exactly the limit whole: the image at its start is read and stored', async () => {
    const res = await upload(MAX_IMAGE_BYTES);
    expect(res.status).toBe(200);
    const file = path.join(
      t.config.storageDir,
      (res.body as { data: { profile_picture: string } }).data.profile_picture.replace('/storage/', ''),
    );
    expect(await imageInfo(fs.readFileSync(file))).toMatchObject({ format: 'png', width: 1, height: 1 });
  });
});

describe('readImageUpload', () => {
  it('refuses a file the parser cut off after handing over its last whole chunk', async () => {
    // The multipart parser can hand over exactly the limit, then mark the file as cut off with no
    // further chunk; its toBuffer only looks at the mark after a chunk, so it returns the cut file.
    const data = Buffer.concat([PNG_1X1, Buffer.alloc(MAX_IMAGE_BYTES - PNG_1X1.length)]);
    const request = {
      isMultipart: () => true,
      parts: async function* () {
        yield {
          type: 'file',
          fieldname: 'logo',
          filename: 'big.png',
          toBuffer: async () => data,
          file: { truncated: true },
        };
      },
    } as unknown as FastifyRequest;
    await expect(readImageUpload(request, 'logo')).rejects.toMatchObject({
      status: 413,
      message: 'School logo may not be greater than 10 MB.',
    });
  });
});
