import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSession, signIn } from '@/lib/session';
import { bodiesSent, mockApi, otherCalls, type ApiReply } from '@/test/api-mock';
import { sessionUser } from '@/test/fixtures';
import { renderRoutes, toasts } from '@/test/render';
import { ProfileModal } from './profile-modal';

// The two-factor card loads its status as the modal opens.
const TWO_FACTOR = 'GET /api/me/two-factor';
const mockProfileApi = (replies: Record<string, ApiReply>) =>
  mockApi({
    [TWO_FACTOR]: {
      status: 200,
      body: {
        success: true,
        data: { enabled: false, enabled_at: null, recovery_codes_left: 0, required: false },
      },
    },
    ...replies,
  });

function renderModal(overrides: Parameters<typeof sessionUser>[0] = {}) {
  signIn('7|secret', sessionUser({ phone: '555-0100', ...overrides }));
  return renderRoutes([{ path: '/', element: <ProfileModal open onOpenChange={vi.fn()} /> }], '/');
}

describe('ProfileModal', () => {
  it("says 'Passwords do not match' and makes no call when the new passwords differ", async () => {
    const fetchMock = mockProfileApi({});
    const { user } = renderModal();
    const form = await screen.findByRole('form', { name: 'Change password' });

    await user.type(within(form).getByLabelText(/current password/i), 'old-password');
    await user.type(within(form).getByLabelText(/^new password/i), 'new-password-1');
    await user.type(within(form).getByLabelText(/confirm new password/i), 'new-password-2');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(await within(form).findByText('Passwords do not match')).toBeInTheDocument();
    expect(within(form).getByLabelText(/confirm new password/i)).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(otherCalls(fetchMock, TWO_FACTOR)).toEqual([]);
  });

  it('saves the details, toasts and refreshes the stored user', async () => {
    const saved = sessionUser({ name: 'Asha V.', phone: '555-0100' });
    const fetchMock = mockProfileApi({
      'PUT /api/me': { status: 200, body: { success: true, data: saved } },
    });
    const { user } = renderModal();
    const form = await screen.findByRole('form', { name: 'Personal details' });

    const name = within(form).getByLabelText(/full name/i);
    await user.clear(name);
    await user.type(name, 'Asha V.');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await toasts().findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'PUT /api/me')[0]).toEqual({
      name: 'Asha V.',
      email: 'asha@example.com',
      phone: '555-0100',
    });
    expect(getSession().user?.name).toBe('Asha V.');
  });

  it('lets a parent turn off absence e-mails', async () => {
    const fetchMock = mockProfileApi({
      'PUT /api/me': { status: 200, body: { success: true, data: sessionUser({ absence_emails: false }) } },
    });
    const { user } = renderModal({ absence_emails: true });
    const form = await screen.findByRole('form', { name: 'Personal details' });
    const absenceEmails = within(form).getByRole('checkbox', { name: /absence e-mails/i });
    expect(absenceEmails).toBeChecked();
    await user.click(absenceEmails);
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await toasts().findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'PUT /api/me')[0]).toMatchObject({ absence_emails: false });
    expect(getSession().user?.absence_emails).toBe(false);
  });

  it('shows no absence e-mails switch to an account that is not a parent', async () => {
    mockProfileApi({});
    renderModal();
    const form = await screen.findByRole('form', { name: 'Personal details' });
    expect(within(form).queryByRole('checkbox', { name: /absence e-mails/i })).not.toBeInTheDocument();
  });

  it('asks for the current password only when the e-mail changes, and sends it', async () => {
    const fetchMock = mockProfileApi({
      'PUT /api/me': {
        status: 200,
        body: { success: true, data: sessionUser({ email: 'asha.new@example.com' }) },
      },
    });
    const { user } = renderModal();
    const form = await screen.findByRole('form', { name: 'Personal details' });
    expect(within(form).queryByLabelText(/current password/i)).not.toBeInTheDocument();

    const email = within(form).getByLabelText(/^email/i);
    await user.clear(email);
    await user.type(email, 'asha.new@example.com');
    await user.type(within(form).getByLabelText(/current password/i), 'Secret#2026');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await toasts().findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'PUT /api/me')[0]).toMatchObject({
      email: 'asha.new@example.com',
      current_password: 'Secret#2026',
    });
  });

  it('shows a wrong current password under its field and keeps the e-mail typed', async () => {
    mockProfileApi({
      'PUT /api/me': {
        status: 422,
        body: {
          success: false,
          message: 'Current password is incorrect.',
          errors: { current_password: ['Current password is incorrect.'] },
        },
      },
    });
    const { user } = renderModal();
    const form = await screen.findByRole('form', { name: 'Personal details' });

    const email = within(form).getByLabelText(/^email/i);
    await user.clear(email);
    await user.type(email, 'asha.new@example.com');
    await user.type(within(form).getByLabelText(/current password/i), 'Wrong#2026');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await within(form).findByLabelText(/current password/i)).toHaveAccessibleDescription(
      expect.stringContaining('Current password is incorrect.'),
    );
    expect(email).toHaveValue('asha.new@example.com');
  });

  it("shows the server's field errors under the matching fields", async () => {
    mockProfileApi({
      'PUT /api/me': {
        status: 422,
        body: {
          success: false,
          message: 'Invalid data',
          errors: { email: ['Email has already been taken.'] },
        },
      },
    });
    const { user } = renderModal();
    const form = await screen.findByRole('form', { name: 'Personal details' });

    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await within(form).findByLabelText(/^email/i)).toHaveAccessibleDescription(
      'Email has already been taken.',
    );
  });
});
