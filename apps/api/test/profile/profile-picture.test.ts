import fs from 'node:fs';
import path from 'node:path';
import { MAX_IMAGE_BYTES } from '@school/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/factories';
import { as, signIn } from '../helpers/http';
import { imageInfo } from '../helpers/images';
import { GIF_1X1, JPEG_1X1, multipart, PNG_1X1, WEBP_1X1, type MultipartPart } from '../helpers/multipart';
import { auditsOf, userRow } from '../helpers/records';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PICTURE_URL = /^\/storage\/profile-pictures\/[A-Za-z0-9_-]{40}\.(png|jpg|gif|webp)$/;
const REQUIRED = 'Profile picture is required.';
const WRONG_TYPE = 'Profile picture must be an image of type PNG, JPEG, GIF or WebP.';

async function session() {
  const user = await createUser(t.db);
  const { token } = await signIn(t.app, user.email, user.password);
  return { user, token };
}

function upload(token: string | null, parts: MultipartPart[]) {
  const { payload, headers } = multipart(parts);
  const options = { method: 'POST' as const, url: '/api/me/profile-picture', payload, headers };
  return token ? as(t.app, token, options) : t.app.inject(options);
}
const picture = (data: Buffer, filename = 'me.png', contentType = 'image/png'): MultipartPart => ({
  name: 'profile_picture',
  filename,
  contentType,
  data,
});

/** The file on disk behind a /storage URL. */
const fileOf = (url: string) => path.join(t.config.storageDir, url.replace(/^\/storage\//, ''));
const storedPictures = () => {
  const dir = path.join(t.config.storageDir, 'profile-pictures');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

describe('POST /api/me/profile-picture', () => {
  it('stores a PNG under a random name and answers the user with its URL', async () => {
    const { user, token } = await session();
    const res = await upload(token, [picture(PNG_1X1)]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Profile picture updated successfully!',
      data: { id: user.id, email: user.email },
    });
    const url: string = body.data.profile_picture;
    expect(url).toMatch(PICTURE_URL);
    expect(url.endsWith('.png')).toBe(true);
    expect(url).not.toContain('me.png');
    expect((await userRow(t.db, user.id)).profile_picture).toBe(url.replace(/^\/storage\//, ''));
    // What is stored is the picture encoded again from its pixels: a PNG of the same size.
    expect(await imageInfo(fs.readFileSync(fileOf(url)))).toMatchObject({
      format: 'png',
      width: 1,
      height: 1,
    });
    // GET /me shows it too.
    expect((await as(t.app, token, { method: 'GET', url: '/api/me' })).json().data.profile_picture).toBe(url);
  });

  it('serves the stored file back, byte for byte, without a token', async () => {
    const { token } = await session();
    const url: string = (await upload(token, [picture(PNG_1X1)])).json().data.profile_picture;
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(fs.readFileSync(fileOf(url)))).toBe(true);
  });

  it.each([
    ['JPEG', JPEG_1X1, 'photo.jpeg', 'image/jpeg', 'jpg'],
    ['GIF', GIF_1X1, 'anim.gif', 'image/gif', 'gif'],
    ['WebP', WEBP_1X1, 'pic.webp', 'image/webp', 'webp'],
  ])('accepts a %s image and names it by its content', async (_type, data, filename, contentType, ext) => {
    const { token } = await session();
    const res = await upload(token, [picture(data, filename, contentType)]);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.profile_picture;
    expect(url).toMatch(PICTURE_URL);
    expect(url.endsWith(`.${ext}`)).toBe(true);
  });

  it('judges by content, not by the name or the declared type', async () => {
    const { token } = await session();
    const res = await upload(token, [picture(GIF_1X1, 'looks-like.txt', 'text/plain')]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profile_picture).toMatch(/\.gif$/);
  });

  it('replacing the picture deletes the old file', async () => {
    const { user, token } = await session();
    const first: string = (await upload(token, [picture(PNG_1X1)])).json().data.profile_picture;
    expect(fs.existsSync(fileOf(first))).toBe(true);
    const second: string = (await upload(token, [picture(GIF_1X1, 'b.gif', 'image/gif')])).json().data
      .profile_picture;
    expect(second).not.toBe(first);
    expect(fs.existsSync(fileOf(first))).toBe(false);
    expect(fs.existsSync(fileOf(second))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    expect((await userRow(t.db, user.id)).profile_picture).toBe(second.replace(/^\/storage\//, ''));
  });

  it('writes user_updated audit entries with the picture before and after', async () => {
    const { user, token } = await session();
    const first: string = (await upload(token, [picture(PNG_1X1)])).json().data.profile_picture;
    const second: string = (await upload(token, [picture(PNG_1X1)])).json().data.profile_picture;
    const entries = await auditsOf(t.db, user.id, 'user_updated');
    expect(entries.map((e) => e.properties)).toEqual([
      { before: { profile_picture: null }, after: { profile_picture: first.replace(/^\/storage\//, '') } },
      {
        before: { profile_picture: first.replace(/^\/storage\//, '') },
        after: { profile_picture: second.replace(/^\/storage\//, '') },
      },
    ]);
  });

  describe('answers 422 and stores nothing', () => {
    async function expectRefused(parts: MultipartPart[] | null, message: string) {
      const { user, token } = await session();
      const existing: string = (await upload(token, [picture(PNG_1X1)])).json().data.profile_picture;
      const filesBefore = storedPictures();
      const auditsBefore = (await auditsOf(t.db, user.id)).length;

      const res = parts
        ? await upload(token, parts)
        : await as(t.app, token, {
            method: 'POST',
            url: '/api/me/profile-picture',
            payload: { profile_picture: PNG_1X1.toString('base64') },
          });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ success: false, message, errors: { profile_picture: [message] } });

      expect(storedPictures()).toEqual(filesBefore);
      expect((await userRow(t.db, user.id)).profile_picture).toBe(existing.replace(/^\/storage\//, ''));
      expect(fs.existsSync(fileOf(existing))).toBe(true);
      expect((await auditsOf(t.db, user.id)).length).toBe(auditsBefore);
    }

    it('for a text file named .png and declared image/png', async () => {
      await expectRefused(
        [picture(Buffer.from('just some text, not an image\n'), 'fake.png', 'image/png')],
        WRONG_TYPE,
      );
    });

    it('for a file of another type (PDF)', async () => {
      await expectRefused(
        [
          picture(
            Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
            'doc.png',
            'image/png',
          ),
        ],
        WRONG_TYPE,
      );
    });

    it('for an SVG, which could carry script', async () => {
      const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
      await expectRefused([picture(Buffer.from(svg), 'x.svg', 'image/svg+xml')], WRONG_TYPE);
    });

    it('for an empty file', async () => {
      await expectRefused([picture(Buffer.alloc(0))], WRONG_TYPE);
    });

    it('for a multipart body without the file field', async () => {
      await expectRefused([{ name: 'note', value: 'no file here' }], REQUIRED);
    });

    it('for the file under another field name', async () => {
      await expectRefused([{ ...picture(PNG_1X1), name: 'avatar' }], REQUIRED);
    });

    it('for a request that is not multipart', async () => {
      await expectRefused(null, REQUIRED);
    });

    it('for a second file in the field, rather than keep one and drop the other', async () => {
      await expectRefused(
        [picture(PNG_1X1), picture(GIF_1X1, 'second.gif', 'image/gif')],
        'Profile picture must be a single file.',
      );
    });
  });

  describe('answers 400 to a broken multipart body and stores nothing', () => {
    const BAD_REQUEST = { success: false, message: 'Bad request. Please check your input.' };
    const send = (token: string, payload: Buffer | string, contentType: string) =>
      as(t.app, token, {
        method: 'POST',
        url: '/api/me/profile-picture',
        payload,
        headers: { 'content-type': contentType },
      });

    it('without a boundary', async () => {
      const { user, token } = await session();
      const filesBefore = storedPictures();
      const res = await send(token, 'garbage', 'multipart/form-data');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(BAD_REQUEST);
      expect(storedPictures()).toEqual(filesBefore);
      expect((await userRow(t.db, user.id)).profile_picture).toBeNull();
    });

    it('cut off in the middle of the file', async () => {
      const { user, token } = await session();
      const filesBefore = storedPictures();
      const { payload, headers } = multipart([picture(PNG_1X1)]);
      const cut = payload.subarray(0, payload.indexOf(PNG_1X1) + PNG_1X1.length);
      const res = await send(token, cut, headers['content-type']!);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(BAD_REQUEST);
      expect(storedPictures()).toEqual(filesBefore);
      expect((await userRow(t.db, user.id)).profile_picture).toBeNull();
    });
  });

  it('takes the file when other form fields come first', async () => {
    const { token } = await session();
    const res = await upload(token, [{ name: 'note', value: 'hello' }, picture(PNG_1X1)]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profile_picture).toMatch(PICTURE_URL);
  });

  it('accepts a file of exactly 10 MB, keeping the image and not what follows its end', async () => {
    const { token } = await session();
    const data = Buffer.concat([PNG_1X1, Buffer.alloc(MAX_IMAGE_BYTES - PNG_1X1.length)]);
    const res = await upload(token, [picture(data)]);
    expect(res.statusCode).toBe(200);
    const stored = fs.readFileSync(fileOf(res.json().data.profile_picture));
    expect(stored.length).toBeLessThan(1000);
    expect(await imageInfo(stored)).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('answers 413 for a file over 10 MB and stores nothing', async () => {
    const { user, token } = await session();
    const filesBefore = storedPictures();
    const data = Buffer.concat([PNG_1X1, Buffer.alloc(MAX_IMAGE_BYTES + 1 - PNG_1X1.length)]);
    const res = await upload(token, [picture(data)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      message: 'Profile picture may not be greater than 10 MB.',
    });
    expect(storedPictures()).toEqual(filesBefore);
    expect((await userRow(t.db, user.id)).profile_picture).toBeNull();
  });

  it('answers 401 without a token and stores nothing', async () => {
    const filesBefore = storedPictures();
    const res = await upload(null, [picture(PNG_1X1)]);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Unauthenticated.' });
    expect(storedPictures()).toEqual(filesBefore);
  });
});

describe('DELETE /api/me/profile-picture', () => {
  it('sets the picture to null, removes the file and audits the change', async () => {
    const { user, token } = await session();
    const url: string = (await upload(token, [picture(PNG_1X1)])).json().data.profile_picture;
    const res = await as(t.app, token, { method: 'DELETE', url: '/api/me/profile-picture' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Profile picture removed successfully!',
      data: { id: user.id, profile_picture: null },
    });
    expect((await userRow(t.db, user.id)).profile_picture).toBeNull();
    expect(fs.existsSync(fileOf(url))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const last = (await auditsOf(t.db, user.id, 'user_updated')).at(-1)!;
    expect(last.properties).toEqual({
      before: { profile_picture: url.replace(/^\/storage\//, '') },
      after: { profile_picture: null },
    });
  });

  it('answers 200 when there is no picture to remove', async () => {
    const { token } = await session();
    const res = await as(t.app, token, { method: 'DELETE', url: '/api/me/profile-picture' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profile_picture).toBeNull();
  });

  it("removes only the user's own file", async () => {
    const alice = await session();
    const bob = await session();
    const aliceUrl: string = (await upload(alice.token, [picture(PNG_1X1)])).json().data.profile_picture;
    await upload(bob.token, [picture(PNG_1X1)]);
    await as(t.app, bob.token, { method: 'DELETE', url: '/api/me/profile-picture' });
    expect(fs.existsSync(fileOf(aliceUrl))).toBe(true);
    expect((await userRow(t.db, alice.user.id)).profile_picture).not.toBeNull();
  });

  it('answers 401 without a token and removes nothing', async () => {
    const { user, token } = await session();
    const url: string = (await upload(token, [picture(PNG_1X1)])).json().data.profile_picture;
    const res = await t.app.inject({ method: 'DELETE', url: '/api/me/profile-picture' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Unauthenticated.' });
    expect(fs.existsSync(fileOf(url))).toBe(true);
    expect((await userRow(t.db, user.id)).profile_picture).not.toBeNull();
  });
});

describe('GET /storage', () => {
  it('answers 404 in the envelope for an unknown file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/storage/profile-pictures/nope.png' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Resource not found.' });
  });

  it('never serves files outside the storage folder', async () => {
    // The SQLite database and the storage folder share a parent folder in tests.
    for (const url of [
      '/storage/../test.db',
      '/storage/%2e%2e/test.db',
      '/storage/..%2ftest.db',
      '/storage/%2e%2e%2ftest.db',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).not.toBe(200);
      expect(res.body, url).not.toContain('SQLite format');
    }
  });

  it('does not accept writes', async () => {
    const { token } = await session();
    const url: string = (await upload(token, [picture(PNG_1X1)])).json().data.profile_picture;
    const stored = fs.readFileSync(fileOf(url));
    for (const method of ['PUT', 'DELETE', 'POST'] as const) {
      const res = await as(t.app, token, {
        method,
        url,
        payload: 'x',
        headers: { 'content-type': 'text/plain' },
      });
      expect(res.statusCode, method).toBeGreaterThanOrEqual(400);
    }
    expect(fs.readFileSync(fileOf(url)).equals(stored)).toBe(true);
  });
});
