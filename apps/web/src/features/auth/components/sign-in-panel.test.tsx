import {
  SIGN_IN_TICKET_MINUTES,
  type SecondFactorStep,
  type SetupSignedIn,
  type SignedIn,
  type TwoFactorSetup,
} from '@school/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/session';
import { bodiesSent, mockApi, type ApiReply } from '@/test/api-mock';
import { schoolAdminUser } from '@/test/fixtures';
import { page, renderRoutes, toasts } from '@/test/render';
import { SignInPanel } from './sign-in-panel';

/*
 * The steps of signing in with a second factor (issue 29), as the sign-in page and the modal
 * both draw them: the answers are the contract's shapes.
 */
const LOGIN = 'POST /api/login';
const SECOND_FACTOR = 'POST /api/login/second-factor';
const SETUP = 'POST /api/login/second-factor/setup';
const CONFIRM = 'POST /api/login/second-factor/setup/confirm';

const ok = (data: unknown, message?: string): ApiReply => ({
  status: 200,
  body: { success: true, data, ...(message ? { message } : {}) },
});
const refused = (status: number, message: string, errors?: Record<string, string[]>): ApiReply => ({
  status,
  body: { success: false, message, ...(errors ? { errors } : {}) },
});

const step = (second_factor: SecondFactorStep['second_factor']): SecondFactorStep => ({
  second_factor,
  ticket: '2fa.12.ticket-secret-of-the-password-step-0123456789',
  expires_at: new Date(Date.now() + SIGN_IN_TICKET_MINUTES * 60_000).toISOString(),
});
const signedIn: SignedIn = { token: '9|session', user: schoolAdminUser() };
// A script in the drawing must never reach the page: the QR code is an image, not markup.
const setup: TwoFactorSetup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Schoolwise:asha%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qr_svg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>window.pwned = true</script><rect width="10" height="10"/></svg>',
};
const RECOVERY = Array.from({ length: 10 }, (_, i) => `abcd-efgh-ijkl-mn${String(i).padStart(2, '2')}`);
const setupSignedIn: SetupSignedIn = { ...signedIn, recovery_codes: RECOVERY };

function renderPanel(replies: Record<string, ApiReply | readonly ApiReply[]>) {
  const fetchMock = mockApi(replies);
  const rendered = renderRoutes(
    [
      { path: '/login', element: <SignInPanel /> },
      { path: '/school-admin/dashboard', element: page('School admin console') },
    ],
    '/login',
  );
  return { ...rendered, fetchMock };
}

async function typePassword(user: ReturnType<typeof renderPanel>['user']) {
  const form = await screen.findByRole('form', { name: 'Sign in' });
  await user.type(within(form).getByLabelText(/email/i), 'asha@example.com');
  await user.type(within(form).getByLabelText(/password/i), 'Secret#2026{Enter}');
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('signing in with a code', () => {
  it('asks for a code after the password and signs in with it', async () => {
    const { user, fetchMock } = renderPanel({ [LOGIN]: ok(step('code')), [SECOND_FACTOR]: ok(signedIn) });
    await typePassword(user);

    const form = await screen.findByRole('form', { name: 'Two-factor sign-in' });
    expect(getSession().token).toBeNull();
    const code = within(form).getByLabelText(/^Code/);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '123 456{Enter}');

    expect(await screen.findByRole('heading', { name: 'School admin console' })).toBeInTheDocument();
    expect(getSession().token).toBe('9|session');
    expect(toasts().getByText('Login successful!')).toBeInTheDocument();
    // The spaces an app shows between groups are dropped.
    expect(bodiesSent(fetchMock, SECOND_FACTOR)).toEqual([{ ticket: step('code').ticket, code: '123456' }]);
  });

  it('takes a recovery code instead', async () => {
    const { user, fetchMock } = renderPanel({ [LOGIN]: ok(step('code')), [SECOND_FACTOR]: ok(signedIn) });
    await typePassword(user);

    const form = await screen.findByRole('form', { name: 'Two-factor sign-in' });
    await user.click(within(form).getByRole('button', { name: 'Use a recovery code' }));
    expect(within(form).queryByLabelText(/^Code/)).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Recovery code/), 'ABCD-EFGH-IJKL-MNOP{Enter}');

    expect(await screen.findByRole('heading', { name: 'School admin console' })).toBeInTheDocument();
    expect(bodiesSent(fetchMock, SECOND_FACTOR)).toEqual([
      { ticket: step('code').ticket, recovery_code: 'ABCD-EFGH-IJKL-MNOP' },
    ]);
  });

  it('checks what was typed before asking the server', async () => {
    const { user, fetchMock } = renderPanel({ [LOGIN]: ok(step('code')) });
    await typePassword(user);

    const form = await screen.findByRole('form', { name: 'Two-factor sign-in' });
    await user.type(within(form).getByLabelText(/^Code/), '12ab{Enter}');

    expect(
      await within(form).findByText('Code must be the 6 digits your authenticator app shows.'),
    ).toBeInTheDocument();
    expect(bodiesSent(fetchMock, SECOND_FACTOR)).toEqual([]);
  });

  it("says why a code was refused, empties the field and stays, and says when it's locked", async () => {
    const { user } = renderPanel({
      [LOGIN]: ok(step('code')),
      [SECOND_FACTOR]: [
        refused(401, 'Invalid credentials: the e-mail, password or code is incorrect.'),
        refused(429, 'Too many failed attempts. Try again in 15 minutes.'),
      ],
    });
    await typePassword(user);

    const form = await screen.findByRole('form', { name: 'Two-factor sign-in' });
    await user.type(within(form).getByLabelText(/^Code/), '111111{Enter}');
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Invalid credentials: the e-mail, password or code is incorrect.',
    );
    expect(within(form).getByLabelText(/^Code/)).toHaveValue('');
    expect(getSession().token).toBeNull();

    await user.type(within(form).getByLabelText(/^Code/), '222222{Enter}');
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(
        'Too many failed attempts. Try again in 15 minutes.',
      ),
    );
    expect(screen.getByRole('form', { name: 'Two-factor sign-in' })).toBeInTheDocument();
  });

  it('goes back to the password on request, the e-mail kept', async () => {
    const { user } = renderPanel({ [LOGIN]: ok(step('code')) });
    await typePassword(user);

    const form = await screen.findByRole('form', { name: 'Two-factor sign-in' });
    await user.click(within(form).getByRole('button', { name: 'Back to sign in' }));

    const password = await screen.findByRole('form', { name: 'Sign in' });
    expect(within(password).getByLabelText(/email/i)).toHaveValue('asha@example.com');
    expect(within(password).getByLabelText(/password/i)).toHaveValue('');
    expect(within(password).queryByRole('status')).not.toBeInTheDocument();
  });

  it('goes back to the password, saying why, when the ticket runs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderPanel({ [LOGIN]: ok(step('code')) });
    await typePassword(user);
    await screen.findByRole('form', { name: 'Two-factor sign-in' });

    await act(async () => {
      vi.advanceTimersByTime(SIGN_IN_TICKET_MINUTES * 60_000);
    });

    const password = await screen.findByRole('form', { name: 'Sign in' });
    expect(within(password).getByRole('status')).toHaveTextContent(
      'Your sign-in took too long. Please enter your password again.',
    );
    expect(within(password).getByLabelText(/email/i)).toHaveValue('asha@example.com');
  });

  it('goes back to the password when the server refuses a ticket past its time', async () => {
    const { user } = renderPanel({
      [LOGIN]: ok(step('code')),
      [SECOND_FACTOR]: refused(401, 'This sign-in has expired or was already used. Please sign in again.'),
    });
    await typePassword(user);
    const form = await screen.findByRole('form', { name: 'Two-factor sign-in' });
    await user.type(within(form).getByLabelText(/^Code/), '123456');

    // The browser slept past the ticket's time: its timer had no chance to run.
    const later = Date.now() + SIGN_IN_TICKET_MINUTES * 60_000 + 1000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await user.keyboard('{Enter}');

    const password = await screen.findByRole('form', { name: 'Sign in' });
    expect(within(password).getByRole('status')).toHaveTextContent('Your sign-in took too long.');
  });
});

describe('setting up a second factor at sign-in', () => {
  it('says why, shows the QR code as an image and the key, and shows the recovery codes before the console', async () => {
    const { user, fetchMock } = renderPanel({
      [LOGIN]: ok(step('setup')),
      [SETUP]: ok(setup),
      [CONFIRM]: ok(setupSignedIn),
    });
    await typePassword(user);

    expect(
      await screen.findByText(
        'Your platform requires a second factor for administrators. Set one up now to continue to your console.',
      ),
    ).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`,
    );
    expect(document.querySelector('svg script')).toBeNull();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, SETUP)).toEqual([{ ticket: step('setup').ticket }]);

    const form = screen.getByRole('form', { name: 'Confirm the authenticator app' });
    await user.type(within(form).getByLabelText(/^Code from the app/), '654321{Enter}');

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY);
    expect(bodiesSent(fetchMock, CONFIRM)).toEqual([{ ticket: step('setup').ticket, code: '654321' }]);
    // Not signed in until the codes are put away.
    expect(getSession().token).toBeNull();
    const goOn = screen.getByRole('button', { name: 'Continue to your console' });
    expect(goOn).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    await user.click(goOn);

    expect(await screen.findByRole('heading', { name: 'School admin console' })).toBeInTheDocument();
    expect(getSession().token).toBe('9|session');
  });

  it('downloads the recovery codes as a text file', async () => {
    const saved: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => (saved.push(blob), 'blob:codes')),
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      const { user } = renderPanel({
        [LOGIN]: ok(step('setup')),
        [SETUP]: ok(setup),
        [CONFIRM]: ok(setupSignedIn),
      });
      await typePassword(user);
      const form = await screen.findByRole('form', { name: 'Confirm the authenticator app' });
      await user.type(within(form).getByLabelText(/^Code from the app/), '654321{Enter}');
      await user.click(await screen.findByRole('button', { name: 'Download as .txt' }));

      expect(click).toHaveBeenCalledTimes(1);
      const text = await saved[0]!.text();
      expect(text).toContain(`Recovery codes for ${schoolAdminUser().email}`);
      for (const code of RECOVERY) expect(text).toContain(code);
    } finally {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      click.mockRestore();
    }
  });

  it('shows a refused code under the field, for another try', async () => {
    const { user } = renderPanel({
      [LOGIN]: ok(step('setup')),
      [SETUP]: ok(setup),
      [CONFIRM]: [refused(422, 'Invalid data', { code: ['Code is incorrect.'] }), ok(setupSignedIn)],
    });
    await typePassword(user);

    const form = await screen.findByRole('form', { name: 'Confirm the authenticator app' });
    await user.type(within(form).getByLabelText(/^Code from the app/), '000000{Enter}');
    const code = within(form).getByLabelText(/^Code from the app/);
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(expect.stringContaining('Code is incorrect.')),
    );
    expect(code).toHaveValue('');

    await user.type(code, '654321{Enter}');
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
  });
});
