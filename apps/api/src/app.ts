import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { DB } from './db/connect';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { inquiriesRoutes } from './modules/contact/inquiries.routes';
import { healthRoutes } from './modules/health/health.routes';
import {
  peopleTwoFactorResetRoutes,
  secondFactorSignInRoutes,
  twoFactorProfileRoutes,
  userTwoFactorResetRoutes,
} from './modules/two-factor/two-factor.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { sessionsRoutes, userSessionsRoutes } from './modules/sessions/sessions.routes';
import { permissionsRoutes } from './modules/permissions/permissions.routes';
import { rolesRoutes } from './modules/roles/roles.routes';
import { schoolsRoutes } from './modules/schools/schools.routes';
import { academicYearsRoutes } from './modules/academic-years/academic-years.routes';
import { schoolSettingsRoutes } from './modules/school-settings/school-settings.routes';
import { subjectsRoutes } from './modules/subjects/subjects.routes';
import { classesRoutes } from './modules/classes/classes.routes';
import { sectionsRoutes } from './modules/sections/sections.routes';
import { studentsPromoteRoutes } from './modules/students/students-promote.routes';
import { promotionsRoutes } from './modules/promotions/promotions.routes';
import { importsRoutes } from './modules/imports/imports.routes';
import { studentsRoutes } from './modules/students/students.routes';
import { peopleRoutes } from './modules/people/people.routes';
import { teachersRoutes } from './modules/teachers/teachers.routes';
import { parentRoutes } from './modules/portal/parent.routes';
import { studentRoutes } from './modules/portal/student.routes';
import { parentsRoutes } from './modules/parents/parents.routes';
import { schoolProfileRoutes } from './modules/school-profile/school-profile.routes';
import { noticesRoutes } from './modules/notices/notices.routes';
import { schoolActivitiesRoutes } from './modules/school-dashboard/school-activities.routes';
import { schoolDashboardRoutes } from './modules/school-dashboard/school-dashboard.routes';
import { usersRoutes } from './modules/users/users.routes';
import { platformRoutes } from './modules/settings/platform.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { systemInfoRoutes } from './modules/settings/system-info.routes';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import auth from './plugins/auth';
import database from './plugins/database';
import docs from './plugins/docs';
import errors from './plugins/errors';
import inputGuard from './plugins/input-guard';
import language, { inLanguageOf } from './plugins/language';
import mailer from './plugins/mailer';
import countFolding from './plugins/count-folding';
import { PrimaryRateLimitStore } from './cluster/rate-limit-store';
import maintenance from './plugins/maintenance';
import securityHeaders from './plugins/security-headers';
import staticFiles from './plugins/static';
import tenancy from './plugins/tenancy';
import { isApiRequest, redactTokenParameters } from './lib/request-path';
import { say, startI18n } from './lib/i18n';
import { tryAgainIn } from './lib/time';
import { MULTIPART_LIMITS } from './lib/uploads';
import { responseSerializerCompiler } from './lib/response-serializer';
import { attendanceRoutes } from './modules/attendance/attendance.routes';
import { attendanceAdminRoutes } from './modules/attendance/attendance-admin.routes';
import { teachingRoutes } from './modules/teaching/teaching.routes';

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export interface BuildOptions {
  /** An already connected database (tests share one per file); otherwise one is opened. */
  db?: DB;
  /**
   * Set when serving as one of the workers of cluster/primary.ts: rate limits are then counted by
   * the primary (one count for the machine), and only worker 0 runs the mail sweep and folds the
   * kept counts.
   */
  clusterSlot?: number;
  /**
   * Every answer is also encoded by zod and must match what the compiled serializer wrote
   * (lib/response-serializer.ts): the API's tests turn it on.
   */
  checkResponses?: boolean;
}

/** The whole API as a Fastify instance; server.ts listens with it, tests inject into it. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: {
              req: (request: { method: string; url: string; ip?: string }) => ({
                method: request.method,
                url: redactTokenParameters(request.url),
                remoteAddress: request.ip,
              }),
            },
          },
    // A hop count trusts that many proxies nearest to us (Fastify types take it as a function).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // A URL that does not even parse (bad percent-encoding) still gets the envelope; no hook runs
    // for it, so the answer says itself that it is not to be kept.
    frameworkErrors: (_error, request, reply) => {
      void (reply as FastifyReply)
        .code(400)
        .header('Cache-Control', 'no-store')
        .send({ success: false, message: inLanguageOf(request, () => say('status.bad_request')) });
    },
    bodyLimit: 1024 * 1024,
    // On close, requests arriving on open connections are still served (server.ts asks their
    // clients to hang up), rather than answered 503 or cut: no request in flight is dropped.
    return503OnClosing: false,
    forceCloseConnections: false,
    // `/api//me` is `/api/me`, so every rule decided on the route holds for it too.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  }).withTypeProvider<ZodTypeProvider>();
  // Every catalogue in memory before the first request (lib/i18n.ts).
  startI18n();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(options.checkResponses === true));

  await app.register(database, { config, ...(options.db ? { db: options.db } : {}) });
  await app.register(errors);
  // First of the request hooks: everything written for a request is in its language.
  await app.register(language);
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Over plain HTTP the browser would upgrade every request to HTTPS and load nothing.
        upgradeInsecureRequests: config.appUrl.startsWith('https://') ? [] : null,
      },
    },
  });
  // Tokens, personal data and exports must not stay in browser or proxy caches: decided on the
  // route (or, for a 404, the decoded path), so no spelling of a path gets an answer without it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiRequest(request)) reply.header('Cache-Control', 'no-store');
    return payload;
  });
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  if (redis) {
    redis.on('error', (error) =>
      app.log.warn({ err: error }, 'redis unavailable: rate limits fall back to allowing'),
    );
    app.addHook('onClose', async () => void redis.quit());
  }
  await app.register(rateLimit, {
    // Limits are set per route; Redis shares the counts between API nodes when configured.
    global: false,
    // Redis being down must not take sign-in and contact down with it.
    skipOnError: true,
    ...(redis
      ? { redis, nameSpace: 'schoolwise-rate-limit-' }
      : options.clusterSlot !== undefined
        ? { store: PrimaryRateLimitStore }
        : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: say('rate.too_many_requests', { wait: tryAgainIn(context.ttl / 1000) }),
    }),
  });
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  await app.register(docs);
  await app.register(auth);
  // After auth: the signed-in caller's roles decide who passes maintenance mode.
  await app.register(maintenance);
  await app.register(inputGuard);
  await app.register(tenancy);
  await app.register(mailer, { sweep: (options.clusterSlot ?? 0) === 0 });
  await app.register(countFolding, { fold: (options.clusterSlot ?? 0) === 0 });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(secondFactorSignInRoutes);
      await api.register(profileRoutes);
      await api.register(sessionsRoutes);
      await api.register(twoFactorProfileRoutes);
      await api.register(contactRoutes);
      await api.register(platformRoutes);
      await api.register(
        // Each route declares its permission; plugins/auth.ts checks it on every request.
        async (superadmin) => {
          await superadmin.register(schoolsRoutes);
          await superadmin.register(usersRoutes);
          await superadmin.register(userSessionsRoutes);
          await superadmin.register(userTwoFactorResetRoutes);
          await superadmin.register(inquiriesRoutes);
          await superadmin.register(rolesRoutes);
          await superadmin.register(permissionsRoutes);
          await superadmin.register(auditRoutes);
          await superadmin.register(settingsRoutes);
          await superadmin.register(systemInfoRoutes);
          await superadmin.register(statisticsRoutes);
        },
        { prefix: '/superadmin' },
      );
      await api.register(
        // The school admin's console: every call is about the caller's own school, found here.
        async (school) => {
          school.addHook('preValidation', app.requireSchool);
          await school.register(academicYearsRoutes);
          await school.register(schoolSettingsRoutes);
          await school.register(classesRoutes);
          await school.register(sectionsRoutes);
          await school.register(subjectsRoutes);
          await school.register(teachersRoutes);
          await school.register(parentsRoutes);
          await school.register(studentsRoutes);
          await school.register(importsRoutes);
          await school.register(peopleRoutes);
          await school.register(peopleTwoFactorResetRoutes);
          await school.register(schoolProfileRoutes);
          await school.register(noticesRoutes);
          await school.register(schoolActivitiesRoutes);
          await school.register(attendanceRoutes);
          await school.register(attendanceAdminRoutes);
        },
        { prefix: '/school' },
      );
      await api.register(
        // The teacher's console: their own school and the sections they teach, found here.
        async (teacher) => {
          teacher.addHook('preValidation', app.requireTeacher);
          await teacher.register(teachingRoutes);
        },
        { prefix: '/teacher' },
      );
      await api.register(
        // The parents' portal: their own children, found through their links on every request.
        async (parent) => {
          parent.addHook('preValidation', app.requireParent);
          await parent.register(parentRoutes);
        },
        { prefix: '/parent' },
      );
      await api.register(
        // The students' portal: the student themselves.
        async (student) => {
          student.addHook('preValidation', app.requireStudent);
          await student.register(studentRoutes);
        },
        { prefix: '/student' },
      );
      await api.register(
        // Spec 02 keeps promotion and the dashboard's stats under /school-admin: the same school
        // scope under the older prefix.
        async (school) => {
          school.addHook('preValidation', app.requireSchool);
          await school.register(studentsPromoteRoutes);
          await school.register(promotionsRoutes);
          await school.register(schoolDashboardRoutes);
        },
        { prefix: '/school-admin' },
      );
    },
    { prefix: '/api' },
  );
  await app.register(staticFiles);
  return app;
}
