import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MultipartPart } from '../helpers/multipart';
import {
  animation,
  blackPng,
  brokenJpeg,
  brokenPng,
  gifOfCanvas,
  imageInfo,
  phonePhoto,
} from '../helpers/images';
import { PNG_1X1 } from '../helpers/multipart';
import { snapshot, tableNames } from '../helpers/route-requests';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { filePart, sendUpload, storedFiles, uploadRoutes, type UploadRoute } from '../helpers/upload-routes';

/*
 * The rules of the one upload reader (lib/uploads.ts, lib/images.ts), each on every route of the
 * route table that reads uploads: an image is decoded and bounded in pixels, stored without its
 * metadata, and a multipart body is held to the input guard's rule on control characters. A
 * refusal answers 4xx and leaves the database and the storage folder as they were.
 */
let t: TestApp;
let routes: UploadRoute[];
let tables: string[];
beforeAll(async () => {
  t = await createTestApp();
  routes = uploadRoutes(t);
  tables = await tableNames(t.db);
});
afterAll(() => t.close());

const state = async () => ({ db: await snapshot(t.db, tables), files: storedFiles(t.config.storageDir) });

/** Sends `parts` to `route` as a caller allowed there; answers the status and body, and checks nothing changed when refused. */
async function attempt(route: UploadRoute, parts: MultipartPart[]) {
  const caller = await route.caller();
  const before = await state();
  const res = await sendUpload(t, caller.token, route, parts);
  if (res.statusCode >= 400) expect(await state(), `${route.name} changed something`).toEqual(before);
  return res;
}

/** The refusal of the route's one file, keyed as that route keys it. */
const refusal = (route: UploadRoute, problem: string, filename = 'picture.png') => {
  const message = `${route.subject(filename)} ${problem}`;
  return { success: false, message, errors: { [route.key]: [message] } };
};

/** The file an accepted upload stored: the route's answer names it. */
function storedFile(route: UploadRoute, body: { data: Record<string, unknown> }): Buffer {
  const data = body.data;
  const url =
    route.field === 'images'
      ? (data.gallery as { url: string }[])[0]!.url
      : ((data.profile_picture ?? data.logo_url) as string);
  return fs.readFileSync(path.join(t.config.storageDir, url.replace(/^\/storage\//, '')));
}

const DIMENSIONS = 'may not be more than 16,384 pixels wide or high, nor more than 50 megapixels.';
const DAMAGED = 'could not be read as an image: it is damaged or incomplete.';
const FRAMES = 'has too many frames: an animation may hold at most 50 megapixels over all its frames.';

it('finds the upload routes in the route table', () => {
  expect(routes.map((r) => r.name).sort()).toEqual([
    'POST /api/me/profile-picture',
    'POST /api/school/profile/gallery',
    'POST /api/school/profile/logo',
  ]);
});

describe('the size of an image in pixels', () => {
  it(
    'refuses a 30,000 x 30,000 PNG (2.7 GB decoded) on every upload route',
    { timeout: 60_000 },
    async () => {
      const huge = blackPng(30_000, 30_000);
      for (const route of routes) {
        const res = await attempt(route, [filePart(route, huge)]);
        expect([route.name, res.statusCode, res.json()]).toEqual([
          route.name,
          422,
          refusal(route, DIMENSIONS),
        ]);
      }
    },
  );

  it('refuses a side over 16,384 pixels and more than 50 megapixels in all, on every route', async () => {
    const tooWide = blackPng(16_385, 1);
    const tooHigh = blackPng(1, 16_385);
    const tooMany = blackPng(7_072, 7_072); // 50,013,184 pixels
    for (const route of routes) {
      for (const image of [tooWide, tooHigh, tooMany]) {
        const res = await attempt(route, [filePart(route, image)]);
        expect([route.name, res.statusCode, res.json()]).toEqual([
          route.name,
          422,
          refusal(route, DIMENSIONS),
        ]);
      }
    }
  });

  it('takes an image at the limits on every route', { timeout: 120_000 }, async () => {
    for (const [width, height] of [
      [16_384, 4],
      [5_000, 10_000], // 50 megapixels exactly
    ] as const) {
      const image = blackPng(width, height);
      for (const route of routes) {
        const res = await attempt(route, [filePart(route, image)]);
        expect([route.name, res.statusCode], res.body).toEqual([route.name, 200]);
        expect(await imageInfo(storedFile(route, res.json()))).toMatchObject({
          format: 'png',
          width,
          height,
        });
      }
    }
  });
});

describe('an image whose bytes after its header are not an image', () => {
  it('is refused on every route, PNG and JPEG', async () => {
    const images: [Buffer, string][] = [
      [brokenPng(), 'broken.png'],
      [await brokenJpeg(), 'broken.jpg'],
    ];
    for (const route of routes) {
      for (const [image, filename] of images) {
        const res = await attempt(route, [filePart(route, image, filename)]);
        expect([route.name, filename, res.statusCode, res.json()]).toEqual([
          route.name,
          filename,
          422,
          refusal(route, DAMAGED, filename),
        ]);
      }
    }
  });
});

describe('metadata', () => {
  it('is not stored on any route: no camera, no GPS position; the picture is turned as it was shown', async () => {
    const photo = await phonePhoto();
    expect(await imageInfo(photo)).toMatchObject({ exif: true, orientation: 6, width: 3, height: 2 });
    expect(photo.includes('PhoneCo')).toBe(true);
    for (const route of routes) {
      const res = await attempt(route, [filePart(route, photo, 'photo.jpg', 'image/jpeg')]);
      expect([route.name, res.statusCode]).toEqual([route.name, 200]);
      const stored = storedFile(route, res.json());
      expect([route.name, await imageInfo(stored)]).toEqual([
        route.name,
        { format: 'jpeg', width: 2, height: 3, frames: 1, exif: false, orientation: undefined },
      ]);
      expect(stored.includes('PhoneCo')).toBe(false);
    }
  });

  it('is not stored from a PNG, GIF or WebP either', async () => {
    const exif = { IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' } };
    const base = () => sharp({ create: { width: 2, height: 2, channels: 3, background: '#345' } });
    const images: [Buffer, string][] = [
      [await base().png().withExif(exif).toBuffer(), 'png'],
      [await base().webp().withExif(exif).toBuffer(), 'webp'],
    ];
    for (const route of routes) {
      for (const [image, format] of images) {
        expect((await imageInfo(image)).exif).toBe(true);
        const res = await attempt(route, [filePart(route, image, `photo.${format}`)]);
        expect([route.name, res.statusCode]).toEqual([route.name, 200]);
        const stored = storedFile(route, res.json());
        expect([route.name, await imageInfo(stored)]).toMatchObject([route.name, { format, exif: false }]);
        expect(stored.includes('PhoneCo')).toBe(false);
      }
    }
  });
});

describe('animations', () => {
  it('keep their frames on every route, GIF and WebP', async () => {
    for (const format of ['gif', 'webp'] as const) {
      const image = await animation(format, 3);
      for (const route of routes) {
        const res = await attempt(route, [filePart(route, image, `moving.${format}`)]);
        expect([route.name, res.statusCode]).toEqual([route.name, 200]);
        expect(await imageInfo(storedFile(route, res.json()))).toMatchObject({ format, frames: 3 });
      }
    }
  });

  it('count every frame against the limit: a GIF of tiny frames on a large canvas is refused', async () => {
    // 13 frames of 2,000 x 2,000 once drawn: 52 megapixels from 340 bytes.
    const bomb = gifOfCanvas(2_000, 2_000, 13);
    expect(bomb.length).toBeLessThan(1000);
    for (const route of routes) {
      const res = await attempt(route, [filePart(route, bomb, 'bomb.gif', 'image/gif')]);
      expect([route.name, res.statusCode, res.json()]).toEqual([
        route.name,
        422,
        refusal(route, FRAMES, 'bomb.gif'),
      ]);
    }
  });
});

describe('control characters in a multipart body', () => {
  const CONTROLS = ['\u0000', '\u0001', '\u001b', '\u007f'];
  const NAME_REFUSED = 'The file name must not contain control characters.';
  const name = (c: string) => `a${c}b.png`;

  it('in a file name: 422 on the file on every route, sent plain or percent-encoded', async () => {
    for (const route of routes) {
      for (const c of CONTROLS) {
        for (const encodedName of [false, true]) {
          const res = await attempt(route, [{ ...filePart(route, PNG_1X1, name(c)), encodedName }]);
          expect([route.name, c, encodedName, res.statusCode, res.json()]).toEqual([
            route.name,
            c,
            encodedName,
            422,
            { success: false, message: NAME_REFUSED, errors: { [route.key]: [NAME_REFUSED] } },
          ]);
        }
      }
    }
  });

  it("in the name of a file under another field, which the route skips: 422 on that field's file", async () => {
    for (const route of routes) {
      const res = await attempt(route, [
        { name: 'attachment', filename: name('\u0000'), data: PNG_1X1 },
        filePart(route, PNG_1X1),
      ]);
      expect([route.name, res.statusCode, res.json()]).toEqual([
        route.name,
        422,
        { success: false, message: NAME_REFUSED, errors: { attachment: [NAME_REFUSED] } },
      ]);
    }
  });

  it('in a text field, before or after the file: the same 422 as in a JSON body', async () => {
    for (const route of routes) {
      for (const c of CONTROLS) {
        for (const [field, value] of [
          ['caption', `Sports${c}day`],
          [`cap${c}tion`, 'Sports day'],
        ] as const) {
          // What the input guard answers for the same field in a JSON body.
          const json = await t.app.inject({
            method: 'PUT',
            url: '/api/me',
            payload: { [field]: value },
            headers: { authorization: `Bearer ${(await route.caller()).token}` },
          });
          expect(json.statusCode).toBe(422);
          const refused: unknown = json.json();
          for (const order of ['before', 'after']) {
            const text = { name: field, value };
            const file = filePart(route, PNG_1X1);
            const res = await attempt(route, order === 'before' ? [text, file] : [file, text]);
            expect([route.name, c, field, order, res.statusCode, res.json()]).toEqual([
              route.name,
              c,
              field,
              order,
              422,
              refused,
            ]);
          }
        }
      }
    }
  });
});

describe('text fields declared as JSON', () => {
  it('are read as JSON: control characters inside are 422 on the field and key, on every route', async () => {
    for (const route of routes) {
      const value = JSON.stringify({ title: 'Sports\u0000day' });
      const res = await attempt(route, [
        { name: 'meta', value, contentType: 'application/json' },
        filePart(route, PNG_1X1),
      ]);
      const message = 'Meta must not contain control characters.';
      expect([route.name, res.statusCode, res.json()]).toEqual([
        route.name,
        422,
        { success: false, message, errors: { 'meta.title': [message] } },
      ]);
    }
  });

  it('that do not parse are a bad request (400), on every route', async () => {
    for (const route of routes) {
      const res = await attempt(route, [
        { name: 'meta', value: '{"title":', contentType: 'application/json' },
        filePart(route, PNG_1X1),
      ]);
      expect([route.name, res.statusCode, res.json()]).toEqual([
        route.name,
        400,
        { success: false, message: 'Bad request. Please check your input.' },
      ]);
    }
  });
});

describe('form fields', () => {
  const fields = (count: number): MultipartPart[] =>
    Array.from({ length: count }, (_, i) => ({ name: `note${i}`, value: 'x' }));

  it('over 50 get a 413 that says so on every route', async () => {
    for (const route of routes) {
      const res = await attempt(route, [...fields(51), filePart(route, PNG_1X1)]);
      expect([route.name, res.statusCode, res.json()]).toEqual([
        route.name,
        413,
        { success: false, message: 'The form may not have more than 50 fields besides its files.' },
      ]);
    }
  });

  it('50 are taken with the file on every route', async () => {
    for (const route of routes) {
      const res = await attempt(route, [...fields(50), filePart(route, PNG_1X1)]);
      expect([route.name, res.statusCode], res.body).toEqual([route.name, 200]);
    }
  });
});
