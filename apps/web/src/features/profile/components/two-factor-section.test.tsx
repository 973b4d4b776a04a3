import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@school/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/session';
import { bodiesSent, mockApi, type ApiReply } from '@/test/api-mock';
import { schoolAdminUser } from '@/test/fixtures';
import { renderRoutes, toasts } from '@/test/render';
import { TwoFactorSection } from './two-factor-section';

/* Profile's "Two-factor sign-in" card (issue 29), against the contract's answers. */
const STATUS = 'GET /api/me/two-factor';

const ok = (data: unknown, message?: string): ApiReply => ({
  status: 200,
  body: { success: true, data, ...(message ? { message } : {}) },
});
const off = (required = false): TwoFactorStatus => ({
  enabled: false,
  enabled_at: null,
  recovery_codes_left: 0,
  required,
});
const on = (left = 10, required = false): TwoFactorStatus => ({
  enabled: true,
  enabled_at: '2026-11-20T09:30:00.000Z',
  recovery_codes_left: left,
  required,
});
const setup: TwoFactorSetup = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Schoolwise:asha%40example.com?secret=JBSWY3DPEHPK3PXP',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
};
const codes = (prefix: string): RecoveryCodes => ({
  recovery_codes: Array.from({ length: 10 }, (_, i) => `${prefix}${i}aa-bbbb-cccc-dddd`),
});

function renderCard(replies: Record<string, ApiReply | readonly ApiReply[]>) {
  signIn('7|secret', schoolAdminUser());
  const fetchMock = mockApi(replies);
  const rendered = renderRoutes([{ path: '/', element: <TwoFactorSection /> }], '/');
  return { ...rendered, fetchMock, card: () => screen.getByRole('region', { name: 'Two-factor sign-in' }) };
}

describe("Profile's two-factor card", () => {
  it('says it is off and required for the role, sets it up and shows the recovery codes once', async () => {
    const { user, card, fetchMock } = renderCard({
      [STATUS]: [ok(off(true)), ok(on(10, true))],
      'POST /api/me/two-factor/setup': ok(setup),
      'POST /api/me/two-factor/confirm': ok(
        codes('a'),
        'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
      ),
    });

    expect(await within(card()).findByText('Off')).toBeInTheDocument();
    expect(within(card()).getByText('Required by the platform for your role')).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Set up' }));

    const image = await within(card()).findByRole('img', { name: /QR code/ });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(within(card()).getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const form = within(card()).getByRole('form', { name: 'Confirm the authenticator app' });
    await user.type(within(form).getByLabelText(/^Code from the app/), '246810{Enter}');

    const list = await within(card()).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(
      toasts().getByText('Two-factor sign-in is on. Keep your recovery codes somewhere safe.'),
    ).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/me/two-factor/confirm')).toEqual([{ code: '246810' }]);
    const done = within(card()).getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await user.click(within(card()).getByRole('checkbox', { name: 'I have saved these codes' }));
    await user.click(done);

    // Shown once: gone, and the status read again.
    expect(within(card()).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(await within(card()).findByText('On')).toBeInTheDocument();
    expect(within(card()).getByText('10 recovery codes left')).toBeInTheDocument();
  });

  it('goes back to the status when the set-up is cancelled', async () => {
    const { user, card } = renderCard({ [STATUS]: ok(off()), 'POST /api/me/two-factor/setup': ok(setup) });

    await user.click(await within(card()).findByRole('button', { name: 'Set up' }));
    await within(card()).findByRole('img', { name: /QR code/ });
    expect(within(card()).queryByText('Required by the platform for your role')).not.toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Cancel' }));

    expect(await within(card()).findByRole('button', { name: 'Set up' })).toBeInTheDocument();
  });

  it('makes new recovery codes for a code, and says why one was refused', async () => {
    const { user, card, fetchMock } = renderCard({
      [STATUS]: [ok(on(3)), ok(on(10))],
      'POST /api/me/two-factor/recovery-codes': [
        {
          status: 422,
          body: { success: false, message: 'Invalid data', errors: { code: ['Code is incorrect.'] } },
        },
        ok(codes('b'), 'New recovery codes made: the old ones no longer work.'),
      ],
    });

    expect(await within(card()).findByText('3 recovery codes left')).toBeInTheDocument();
    expect(within(card()).getByText('since 20 Nov 2026')).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'New recovery codes' }));
    const form = within(card()).getByRole('form', { name: 'New recovery codes' });
    await user.type(within(form).getByLabelText(/^Code from the app/), '111111{Enter}');
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Code from the app/)).toHaveAccessibleDescription(
        'Code is incorrect.',
      ),
    );

    await user.type(within(form).getByLabelText(/^Code from the app/), '222 222{Enter}');
    const list = await within(card()).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('b0aa-bbbb-cccc-dddd');
    expect(bodiesSent(fetchMock, 'POST /api/me/two-factor/recovery-codes')).toEqual([
      { code: '111111' },
      { code: '222222' },
    ]);
  });

  it("is refused turning off, with the server's reason, when the platform requires it", async () => {
    const reason =
      'The security settings require two-factor sign-in of your account: it cannot be turned off.';
    const { user, card, fetchMock } = renderCard({
      [STATUS]: ok(on(10, true)),
      'POST /api/me/two-factor/off': { status: 409, body: { success: false, message: reason } },
    });

    await user.click(await within(card()).findByRole('button', { name: 'Turn off' }));
    const form = within(card()).getByRole('form', { name: 'Turn off' });
    expect(within(form).getByText('Required by the platform for your role')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Current password/), 'Secret#2026');
    await user.type(within(form).getByLabelText(/^Code from the app/), '135790');
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(reason);
    expect(bodiesSent(fetchMock, 'POST /api/me/two-factor/off')).toEqual([
      { current_password: 'Secret#2026', code: '135790' },
    ]);
  });

  it('turns off for the password and a recovery code', async () => {
    const { user, card, fetchMock } = renderCard({
      [STATUS]: [ok(on(4)), ok(off())],
      'POST /api/me/two-factor/off': ok(null, 'Two-factor sign-in is off.'),
    });

    await user.click(await within(card()).findByRole('button', { name: 'Turn off' }));
    const form = within(card()).getByRole('form', { name: 'Turn off' });
    // A code is needed besides the password: nothing is sent without one.
    await user.type(within(form).getByLabelText(/^Current password/), 'Secret#2026');
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));
    expect(await within(form).findByText('Code is required.')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Use a recovery code' }));
    await user.type(within(form).getByLabelText(/^Recovery code/), 'wxyz-2345-abcd-efgh');
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));

    expect(await toasts().findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    expect(await within(card()).findByText('Off')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/me/two-factor/off')).toEqual([
      { current_password: 'Secret#2026', recovery_code: 'wxyz-2345-abcd-efgh' },
    ]);
  });
});
