import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import type { RouteAccess } from '../../src/plugins/auth';
import { createUser } from './factories';
import { multipart, type MultipartPart } from './multipart';
import { mintToken, routeName } from './route-requests';
import { schoolAdminSession } from './school-admins';
import { call } from './superadmin';
import type { TestApp } from './test-app';

/** How one upload route takes its file and words a refusal about it. */
interface UploadShape {
  field: string;
  /** The subject of a refusal about the file named `filename` ("School logo ..."). */
  subject(filename: string): string;
  /** The error key of the first file. */
  key: string;
  /** Where a stored file of this route lives. */
  folder: string;
}

/**
 * Every route that reads an upload, by its name. The tests find them in the route table (a
 * route declaring `consumes: multipart/form-data`) and fail on one missing here, so a new upload
 * route is held to every rule as soon as it is registered.
 */
const SHAPES: Record<string, UploadShape> = {
  'POST /api/me/profile-picture': {
    field: 'profile_picture',
    subject: () => 'Profile picture',
    key: 'profile_picture',
    folder: 'profile-pictures',
  },
  'POST /api/school/profile/logo': {
    field: 'logo',
    subject: () => 'School logo',
    key: 'logo',
    folder: 'school-logos',
  },
  'POST /api/school/profile/gallery': {
    field: 'images',
    subject: (filename) => `The file "${filename}"`,
    key: 'images.0',
    folder: 'school-gallery',
  },
};

/**
 * Routes that read a data file rather than an image: an import's CSV file, which is neither
 * stored in the storage folder nor held to the image rules. test/imports/bad-files.test.ts holds
 * it to its own (size, encoding, what is not CSV).
 */
const DATA_FILE_ROUTES = new Set(['POST /api/school/imports/students', 'POST /api/school/imports/teachers']);

export interface UploadRoute extends UploadShape {
  name: string;
  url: string;
  /** A caller allowed to upload there: a fresh user, or the admin of a fresh school. */
  caller(): Promise<{ token: string; schoolId: number | null; userId: number }>;
}

const readsUploads = (route: RouteAccess) =>
  ((route.schema as { consumes?: string[] }).consumes ?? []).includes('multipart/form-data');

/** The app's image upload routes; throws for one that SHAPES does not describe yet. */
export function uploadRoutes(t: TestApp): UploadRoute[] {
  const images = t.app.routeAccess.filter(
    (route) => readsUploads(route) && !DATA_FILE_ROUTES.has(routeName(route)),
  );
  return images.map((route) => {
    const name = routeName(route);
    const shape = SHAPES[name];
    if (!shape) throw new Error(`${name} reads uploads: describe it in test/helpers/upload-routes.ts`);
    return {
      ...shape,
      name,
      url: route.url,
      caller: async () => {
        if (route.signedIn) {
          const user = await createUser(t.db);
          return { token: await mintToken(t.db, user.id), schoolId: null, userId: user.id };
        }
        return schoolAdminSession(t.db);
      },
    };
  });
}

/** The route's file part: `data` under the route's field. */
export const filePart = (
  route: UploadRoute,
  data: Buffer,
  filename = 'picture.png',
  contentType = 'image/png',
): MultipartPart => ({ name: route.field, filename, contentType, data });

export function sendUpload(t: TestApp, token: string, route: UploadRoute, parts: MultipartPart[]) {
  const request: InjectOptions = { method: 'POST', url: route.url, ...multipart(parts) };
  return call(t.app, token, request);
}

/** Every file under the storage folder, relative to it, sorted. */
export function storedFiles(storageDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(path.relative(storageDir, full).split(path.sep).join('/'));
    }
  };
  walk(storageDir);
  return out.sort();
}
