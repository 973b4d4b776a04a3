import type { FastifyRequest } from 'fastify';

/*
 * Rules about paths (maintenance mode, Cache-Control, the web app's fallback) decide on the route
 * a request matched or on its decoded path, never on the raw request target: the router decodes
 * `/%61pi/me` to `/api/me` and serves it, so a rule that compared the raw text would be skipped.
 */

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The path of a request target (query and fragment left off), percent-decoded; null when it does not decode. */
export function decodedPath(url: string): string | null {
  const end = url.search(/[?#]/);
  return decoded(end === -1 ? url : url.slice(0, end));
}

/**
 * Whether a path lies in the part of the app a prefix (`/api`, `/storage`) names, however it is
 * spelt: repeated slashes and case do not take it out (the router is case-sensitive, so `/API/me`
 * matches no route, but it is still not a page of the web app).
 */
export function underPrefix(path: string, prefix: string): boolean {
  const plain = path.replace(/[/\\]+/g, '/').toLowerCase();
  return plain === prefix || plain.startsWith(`${prefix}/`);
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/;
/** A `.` or `..` segment, with either slash as the separator. */
const DOT_SEGMENT = /(^|[/\\])\.\.?([/\\]|$)/;

/**
 * A path no route, file or page of the app can have: it does not decode, holds a control
 * character (NUL included), or has a `.` or `..` segment once decoded (`%2e%2e`, `..%2f`).
 * Browsers resolve dot segments before sending, so only a crafted request carries one.
 */
export function isBadPath(path: string | null): boolean {
  return path === null || CONTROL.test(path) || DOT_SEGMENT.test(path);
}

/** An answer of the API: the route it matched is under /api, or, matching none, its path is. */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return (
    (route !== undefined && underPrefix(route, '/api')) ||
    underPrefix(decodedPath(request.url) ?? request.url, '/api')
  );
}

/**
 * The request target with the value of every `token` parameter left out, however its name is
 * encoded (`?%74oken=` reaches a route as `token` too): a reset link's token in a log line would
 * be as good as the password.
 */
export function redactTokenParameters(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const parameters = url
    .slice(start + 1)
    .split('&')
    .map((parameter) => {
      const name = parameter.split('=', 1)[0]!;
      return decoded(name.replaceAll('+', ' ')) === 'token' ? `${name}=[redacted]` : parameter;
    });
  return `${url.slice(0, start + 1)}${parameters.join('&')}`;
}
