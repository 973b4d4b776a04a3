import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { sessionUser } from '@/test/fixtures';
import { downloadFile, fileNameOf } from './file-download';
import { signIn } from './session';

describe('fileNameOf', () => {
  it.each([
    ['attachment; filename="schools-2026-11-22.csv"', 'schools-2026-11-22.csv'],
    ['attachment; filename=users.csv', 'users.csv'],
    ['attachment; filename="x.csv"; filename*=UTF-8\'\'%C3%A9coles.csv', 'écoles.csv'],
  ])('reads %s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });

  it('gives null when there is no name', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
  });
});

describe('downloadFile', () => {
  // jsdom has no blob URLs; each test puts stand-ins on URL and this puts the originals back.
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it("fetches with the token and saves the body under the server's file name", async () => {
    signIn('7|secret', sessionUser());
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response('id,name\n1,A\n', {
          headers: { 'content-disposition': 'attachment; filename="schools.csv"' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:1'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    const name = await downloadFile('/superadmin/schools/export?status=active', {
      fallbackName: 'export.csv',
      fallbackMessage: 'Failed to export schools',
    });

    expect(name).toBe('schools.csv');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/superadmin/schools/export?status=active',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer 7|secret' }) }),
    );
    expect(click).toHaveBeenCalledTimes(1);
    expect(click.mock.contexts[0]).toMatchObject({ download: 'schools.csv', href: 'blob:1' });
  });

  it('throws the catalogue message when the server refuses', async () => {
    mockApi({ 'GET /api/superadmin/users/export': { status: 500, body: { success: false } } });
    await expect(
      downloadFile('/superadmin/users/export', {
        fallbackName: 'users.csv',
        fallbackMessage: 'Failed to export users',
      }),
    ).rejects.toMatchObject({ status: 500, message: 'Server error. Please try again later.' });
  });

  it('throws the server’s own message when an export limit holds it, wait included', async () => {
    const message =
      'Exports are limited to 50,000 rows an hour per account, and this export of 900 rows would pass that. Please try again in 7 minutes.';
    mockApi({ 'GET /api/school/students/export': { status: 429, body: { success: false, message } } });
    await expect(
      downloadFile('/school/students/export', { fallbackName: 'students.csv', fallbackMessage: 'Failed' }),
    ).rejects.toMatchObject({ status: 429, message });
  });
});
