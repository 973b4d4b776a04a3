import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { say } from '../lib/i18n';
import { decodedPath, isApiRequest, underPrefix } from '../lib/request-path';

/**
 * Whether a regular file is there. A path that cannot name one (a name too long, a file taken for a
 * folder as in `/index.html/x`) is simply not a file, never an error.
 */
function isFile(file: string): boolean {
  try {
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

/**
 * Serves uploaded files read-only under /storage, and the built web app with a fallback to its
 * index.html for client-side routes. Unknown /api paths stay JSON 404s.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { storageDir, webDist } = app.config;
    fs.mkdirSync(storageDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: storageDir,
      prefix: '/storage/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      // Profile pictures and gallery photos are people's, often children's, and can be deleted:
      // a browser checks each use (304 while unchanged) and no shared cache keeps a copy, so a
      // deleted file is gone for everyone at once, not 7 days later.
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('Cache-Control', 'private, no-cache');
      },
    });

    const hasWeb = webDist !== null && fs.existsSync(path.join(webDist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        wildcard: false,
        index: false,
        // The web build writes .br and .gz siblings (apps/web/build/precompress.ts).
        preCompressed: true,
        // Hashed bundles never change; index.html must always be fresh.
        setHeaders: (res, filePath) => {
          res.header(
            'Cache-Control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
      app.get('/*', { schema: { hide: true } }, async (request, reply) => {
        // The input guard has refused a path that does not decode, holds a control character or
        // climbs with `..`; resolving inside webDist below still keeps any other out of it.
        const decoded = decodedPath(request.url) ?? '';
        const relative = decoded.replace(/^\/+/, '');
        const file = path.resolve(webDist, relative);
        if (relative && file.startsWith(webDist + path.sep) && isFile(file)) {
          return reply.sendFile(relative);
        }
        if (isApiRequest(request) || underPrefix(decoded, '/storage')) {
          return reply.code(404).send({ success: false, message: say('status.not_found') });
        }
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      });
    }

    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ success: false, message: say('status.not_found') }),
    );
  },
  { name: 'static', dependencies: ['database'] },
);
