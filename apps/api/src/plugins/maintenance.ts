import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { isApiRequest } from '../lib/request-path';
import { isSuperadmin } from '../modules/access/access-cache';
import { customMessage } from '@school/contract';

/**
 * Open during maintenance: the load balancer's check, signing in and out (sign-in itself, its
 * second step too, lets only a superadmin through, see auth.service.ts), choosing a new password (a superadmin who forgot
 * theirs must still get back in; anyone else still meets the 503 at sign-in), the platform's
 * public settings, which tell the web app that it is closed, and the public contact form: a
 * school writing in during maintenance is kept in Inquiries (still rate limited per address).
 */
const OPEN_ROUTES = new Set([
  '/api/health',
  '/api/login',
  '/api/login/second-factor',
  '/api/login/second-factor/setup',
  '/api/login/second-factor/setup/confirm',
  '/api/logout',
  '/api/forgot-password',
  '/api/reset-password',
  '/api/platform',
  '/api/contact',
]);

/**
 * Maintenance mode (platform settings): every other /api call of anyone but a superadmin answers
 * 503. Runs after the auth hook, so a signed-in caller's snapshot is already at hand and the check
 * costs no query; a public call reads the settings' version (one small query) so that a switch
 * made on another node is seen at once. The web app and stored files stay served.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      // On the route matched (or the decoded path of a 404), never the raw URL: `/%61pi/me` is /api/me.
      if (!isApiRequest(request)) return;
      const route = request.routeOptions.url;
      if (route && (OPEN_ROUTES.has(route) || route.startsWith('/api/docs'))) return;
      const snapshot = request.session ? app.access.held() : await app.access.latest();
      if (!snapshot?.platform.maintenance_mode) return;
      if (request.session && isSuperadmin(request.session.roles)) return;
      throw new AppError(503, customMessage('maintenance'));
    });
  },
  { name: 'maintenance', dependencies: ['auth'] },
);
