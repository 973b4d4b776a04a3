import { AsyncLocalStorage } from 'node:async_hooks';
import { acceptedLanguages, firstOffered, setLanguageSource, type Language } from '@school/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest } from '../lib/request-path';

interface RequestLanguage {
  request: FastifyRequest;
  /** The first language of `Accept-Language` that we offer, read once. */
  asked: Language | undefined;
}

const requests = new AsyncLocalStorage<RequestLanguage>();
/** Each request's context, to enter it again where Node's async context was lost. */
const contexts = new WeakMap<FastifyRequest, RequestLanguage>();

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in (see `languageOf`). */
    language(): Language;
  }
}

/**
 * The language a request is answered in (docs/decisions.md, "Languages"): the signed-in user's own
 * choice, else the first language of `Accept-Language` that we offer, else the platform's default.
 * Decided when a text is written, not when the request arrives: by then the token has been read
 * (a 401 written before that is in the header's or the platform's language).
 */
function languageOf(context: RequestLanguage): Language {
  const { request } = context;
  return (
    request.session?.user.language ??
    context.asked ??
    request.server.access.held()?.platform.default_language ??
    'en'
  );
}

function contextOf(request: FastifyRequest): RequestLanguage {
  const known = contexts.get(request);
  if (known) return known;
  const context = {
    request,
    asked: firstOffered(acceptedLanguages(request.headers['accept-language'])),
  };
  contexts.set(request, context);
  return context;
}

/** Runs `write` in the language of `request`: for code that runs outside its async context. */
export function inLanguageOf<T>(request: FastifyRequest, write: () => T): T {
  const current = requests.getStore();
  if (current?.request === request) return write();
  return requests.run(contextOf(request), write);
}

/** The language of the request being answered, if any. */
export function currentLanguage(): Language | undefined {
  const context = requests.getStore();
  return context ? languageOf(context) : undefined;
}

/**
 * One language per request, kept in an AsyncLocalStorage entered by the first hook of all, so that
 * every text written for the request (errors of any route, 404s, refusals before sign-in, the
 * contract's validation messages) is in it: the contract's `translate()` asks `currentLanguage`.
 * Registered before auth, so that its refusals are written in the request's language too. The
 * platform's default comes from the access cache (plugins/auth.ts), which signed-in requests and
 * maintenance checks keep current: no query of its own.
 */
export default fp(
  async (app: FastifyInstance) => {
    setLanguageSource(currentLanguage);

    app.decorateRequest('language', function (this: FastifyRequest): Language {
      return languageOf(contextOf(this));
    });

    app.addHook('onRequest', (request, _reply, done) => {
      requests.run(contextOf(request), done);
    });
    // The body is parsed in the socket's async context, not the request's: enter it again, so the
    // route's validation and handler write in the request's language.
    app.addHook('preValidation', (request, _reply, done) => {
      requests.run(contextOf(request), done);
    });
    // Said once per answer, for clients and caches that care; API answers are never stored
    // (`Cache-Control: no-store`), so they need no `Vary`.
    app.addHook('onSend', async (request, reply, payload) => {
      if (isApiRequest(request)) reply.header('Content-Language', request.language());
      return payload;
    });
  },
  { name: 'language' },
);
