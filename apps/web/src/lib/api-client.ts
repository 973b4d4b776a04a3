import { isMaintenanceMessage, type FieldErrors } from '@school/contract';
import { ApiError } from './api-error';
import { errorMessageFor } from './error-catalogue';
import { enterMaintenance } from './maintenance';
import { signOut } from './session';
import { readToken } from './session-storage';
import { i18next } from '@/i18n/i18n';

export const API_BASE = '/api';

export interface ApiResult<T> {
  data: T;
  /** The server's own message, preferred over a screen's default in toasts. */
  message: string | undefined;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  /** The call's own message when neither the server nor the status table gives one. */
  fallbackMessage: string;
  /** Sign-in calls go out without the stored token. */
  authenticated?: boolean;
  /**
   * Whether a 401 sends the browser to /login. Logout opts out: its caller ends the session and
   * goes to / whatever the answer.
   */
  redirectOnUnauthorized?: boolean;
  /**
   * Whether a 403 reloads the session user (the user's permissions may have changed since they
   * were read). The reload itself opts out, so a refused reload cannot start another.
   */
  reloadSessionOnForbidden?: boolean;
}

let onUnauthorized: () => void = () => window.location.assign('/login');
let onForbidden: () => void = () => {};

/** The app hands in its router so an expired session is a client-side navigation. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** The app hands in what reloads the session user, so the screens follow changed permissions. */
export function setForbiddenHandler(handler: () => void): void {
  onForbidden = handler;
}

/**
 * Sends a request with the stored token and returns the successful response unread; a failure
 * becomes an ApiError with the catalogue's message, a refused token ends the session, and a
 * refused permission reloads the session user.
 */
export async function apiFetch(path: string, options: ApiRequestOptions): Promise<Response> {
  const token = options.authenticated === false ? null : readToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  // The API answers in the language the reader sees (a signed-in user's own choice wins there).
  if (i18next.language) headers['Accept-Language'] = i18next.language;
  if (token) headers.Authorization = `Bearer ${token}`;

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    // The browser writes the multipart Content-Type with its boundary.
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
    });
  } catch {
    throw new ApiError(errorMessageFor({ status: null }, options.fallbackMessage), null);
  }

  if (!response.ok) {
    const payload = await readJson(response);
    if (response.status === 401 && token && options.redirectOnUnauthorized !== false) {
      signOut({ expired: true });
      onUnauthorized();
    }
    if (response.status === 403 && token && options.reloadSessionOnForbidden !== false) onForbidden();
    const message = stringField(payload, 'message');
    // One maintenance page rather than an error on every screen (lib/maintenance.ts).
    if (response.status === 503 && message !== undefined && isMaintenanceMessage(message) && token)
      enterMaintenance();
    const errors = fieldErrorsOf(payload);
    throw new ApiError(
      errorMessageFor({ status: response.status, message, errors }, options.fallbackMessage),
      response.status,
      errors,
    );
  }
  return response;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions): Promise<ApiResult<T>> {
  const payload = await readJson(await apiFetch(path, options));
  // The envelope is { success, message, data }; a bare body is taken as the data itself.
  const data = isRecord(payload) && 'data' in payload ? payload.data : payload;
  return { data: data as T, message: stringField(payload, 'message') };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringField(payload: unknown, key: string): string | undefined {
  const value = isRecord(payload) ? payload[key] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function fieldErrorsOf(payload: unknown): FieldErrors | undefined {
  const errors = isRecord(payload) ? payload.errors : undefined;
  if (!isRecord(errors)) return undefined;
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list = Array.isArray(messages) ? messages : [messages];
    const texts = list.filter((m): m is string => typeof m === 'string');
    if (texts.length > 0) result[field] = texts;
  }
  return result;
}
