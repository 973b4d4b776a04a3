import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { sessionUser } from '@/test/fixtures';
import { apiRequest, setUnauthorizedHandler } from './api-client';
import { ApiError } from './api-error';
import { getSession, signIn } from './session';

const toLogin = vi.fn();

beforeEach(() => {
  toLogin.mockReset();
  setUnauthorizedHandler(toLogin);
});

describe('apiRequest', () => {
  it('sends JSON with the bearer token and unwraps the envelope', async () => {
    signIn('7|secret', sessionUser());
    const fetchMock = mockApi({
      'PUT /api/me': { status: 200, body: { success: true, message: 'Saved', data: { id: 1 } } },
    });

    const result = await apiRequest<{ id: number }>('/me', {
      method: 'PUT',
      body: { name: 'Asha' },
      fallbackMessage: 'Failed to update profile',
    });

    expect(result).toEqual({ data: { id: 1 }, message: 'Saved' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"name":"Asha"}');
    expect(init?.headers).toEqual({
      Accept: 'application/json',
      // The API answers in the reader's language.
      'Accept-Language': 'en',
      'Content-Type': 'application/json',
      Authorization: 'Bearer 7|secret',
    });
  });

  it('throws an ApiError with the status, the chosen message and the field errors', async () => {
    mockApi({
      'POST /api/login': {
        status: 422,
        body: {
          success: false,
          message: 'Invalid data',
          errors: { email: ['Email must be a valid email address.'] },
        },
      },
    });

    const failure = apiRequest('/login', {
      method: 'POST',
      body: {},
      fallbackMessage: 'Login failed',
    });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 422,
      message: 'Email must be a valid email address.',
      fieldErrors: { email: ['Email must be a valid email address.'] },
    });
  });

  it('reports a lost connection as a network error', async () => {
    mockApi({ 'GET /api/me': { networkError: true } });
    await expect(apiRequest('/me', { fallbackMessage: 'Failed to get user data' })).rejects.toMatchObject({
      status: null,
      message: 'Network error. Please check your connection.',
    });
  });

  it("uses the call's own default when the answer is not JSON", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 }))),
    );
    await expect(apiRequest('/me', { fallbackMessage: 'Failed to get user data' })).rejects.toMatchObject({
      status: 502,
      message: 'Failed to get user data',
    });
  });
});

describe('the 401 rule', () => {
  it('ends the session and goes to /login when a request with a token is refused', async () => {
    signIn('7|expired', sessionUser());
    mockApi({
      'GET /api/me': { status: 401, body: { success: false, message: 'Unauthenticated.' } },
    });

    await expect(apiRequest('/me', { fallbackMessage: 'Failed to get user data' })).rejects.toMatchObject({
      status: 401,
    });

    expect(toLogin).toHaveBeenCalledTimes(1);
    expect(getSession()).toMatchObject({ token: null, user: null, role: null, expired: true });
    expect(localStorage.getItem('schoolwise_token')).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('user_role')).toBeNull();
  });

  it('leaves everything alone when the refused request carried no token', async () => {
    mockApi({
      'POST /api/login': { status: 401, body: { success: false, message: 'Invalid credentials' } },
    });

    await expect(
      apiRequest('/login', {
        method: 'POST',
        body: {},
        authenticated: false,
        fallbackMessage: 'Login failed',
      }),
    ).rejects.toMatchObject({ status: 401, message: 'Invalid credentials' });
    expect(toLogin).not.toHaveBeenCalled();
  });

  it('does not send a signed-in user anywhere when a sign-in call without token is refused', async () => {
    signIn('7|secret', sessionUser());
    mockApi({
      'POST /api/login': { status: 401, body: { success: false, message: 'Invalid credentials' } },
    });

    await expect(
      apiRequest('/login', {
        method: 'POST',
        body: {},
        authenticated: false,
        fallbackMessage: 'Login failed',
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(toLogin).not.toHaveBeenCalled();
    expect(getSession().token).toBe('7|secret');
  });
});
