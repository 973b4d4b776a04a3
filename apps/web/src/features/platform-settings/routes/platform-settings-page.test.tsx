import type { SessionUser } from '@school/contract';
import {
  EMAIL_SETTINGS_DEFAULTS,
  PLATFORM_NOTIFICATION_DEFAULTS,
  PLATFORM_SETTINGS_DEFAULTS,
  SECURITY_SETTINGS_DEFAULTS,
  type EmailSettings,
  type SystemInfo,
} from '@school/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { platformPreferences } from '@/lib/platform-preferences';
import { signIn } from '@/lib/session';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { ok } from '@/test/console-fixtures';
import { delegateUser, sessionUser } from '@/test/fixtures';
import { renderRoutes, toasts } from '@/test/render';
import { PlatformSettingsPage } from './platform-settings-page';

const email: EmailSettings = {
  smtp_host: 'smtp.example.com',
  smtp_port: 587,
  smtp_username: 'mailer',
  smtp_password_set: true,
  from_name: 'Schoolwise',
  from_email: 'no-reply@example.com',
};
const systemInfo: SystemInfo = {
  version: '1.4.2',
  node_version: 'v20.19.0',
  database: 'postgresql',
  started_at: '2026-11-27T09:00:00.000Z',
  uptime_seconds: 3 * 3600 + 12 * 60 + 5,
  status: 'online',
};

const GETS = {
  'GET /api/superadmin/settings/platform': ok(PLATFORM_SETTINGS_DEFAULTS),
  'GET /api/superadmin/settings/notifications': ok(PLATFORM_NOTIFICATION_DEFAULTS),
  'GET /api/superadmin/settings/security': ok(SECURITY_SETTINGS_DEFAULTS),
  'GET /api/superadmin/settings/email': ok(email),
  'GET /api/superadmin/system/info': ok(systemInfo),
};

function renderPage(replies: Record<string, ApiReply> = {}, signedIn: SessionUser = sessionUser()) {
  signIn('7|secret', signedIn);
  const fetchMock = mockApi({ ...GETS, ...replies });
  return {
    ...renderRoutes(
      [{ path: '/superadmin/settings', element: <PlatformSettingsPage /> }],
      '/superadmin/settings',
    ),
    fetchMock,
  };
}

const card = (name: string) => screen.findByRole('region', { name });
const toastShows = (text: string) => waitFor(() => expect(toasts().getByText(text)).toBeInTheDocument());
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, key: string) => {
  const call = fetchMock.mock.calls.find(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key);
  return JSON.parse(call![1]!.body as string) as unknown;
};

describe('PlatformSettingsPage', () => {
  it("shows the four cards with the server's values and the System Information", async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'System Settings' })).toBeInTheDocument();

    const platform = await card('Platform Settings');
    expect(await within(platform).findByLabelText(/^Platform name/)).toHaveValue('Schoolwise');
    const timezones = within(within(platform).getByLabelText('Default timezone')).getAllByRole('option');
    expect(timezones.map((o) => o.textContent)).toEqual([
      'Asia/Kolkata',
      'America/New_York',
      'Europe/London',
      'Asia/Tokyo',
    ]);
    const languages = within(within(platform).getByLabelText('Default language')).getAllByRole('option');
    expect(languages.map((o) => o.textContent)).toEqual(['English', 'हिन्दी', 'Español', 'Français']);
    expect(within(platform).getByLabelText('Default currency')).toHaveValue('INR');
    expect(within(platform).getByRole('checkbox', { name: /Maintenance mode/ })).not.toBeChecked();

    const notifications = await card('Notification Settings');
    expect(
      await within(notifications).findByRole('checkbox', { name: /^Email notifications/ }),
    ).toBeChecked();
    expect(within(notifications).getByRole('checkbox', { name: /^Admin notifications/ })).toBeChecked();
    // Only the switches with an e-mail behind them are offered.
    expect(within(notifications).getAllByRole('checkbox')).toHaveLength(2);

    const security = await card('Security Settings');
    expect(await within(security).findByLabelText(/^Password minimum length/)).toHaveValue(8);
    expect(within(security).getByLabelText(/^Session timeout/)).toHaveValue(60);
    expect(within(security).getByLabelText(/^Max login attempts/)).toHaveValue(5);
    expect(within(security).getByLabelText(/^Export limit \(rows per user per hour\)/)).toHaveValue(50_000);
    expect(within(security).getByLabelText(/^Export notice threshold/)).toHaveValue(100_000);

    const mail = await card('Email Settings');
    expect(await within(mail).findByLabelText(/^SMTP host/)).toHaveValue('smtp.example.com');
    // The password never comes to the browser: the field is empty and says one is set.
    expect(within(mail).getByLabelText(/^SMTP password/)).toHaveValue('');
    expect(
      within(mail).getByText('A password is set. Leave blank to keep it, or type a new one.'),
    ).toBeVisible();

    const info = await card('System Information');
    expect(await within(info).findByText('v1.4.2')).toBeInTheDocument();
    expect(within(info).getByText('Online')).toBeInTheDocument();
    expect(within(info).getByText('3h 12m')).toBeInTheDocument();
    expect(within(info).getByText('PostgreSQL')).toBeInTheDocument();
  });

  it('saves the platform card with the toast of spec 01 and shows dates in the new timezone', async () => {
    const saved = {
      ...PLATFORM_SETTINGS_DEFAULTS,
      platform_name: 'Learnwell',
      default_timezone: 'Asia/Tokyo',
    };
    const { user, fetchMock } = renderPage({
      'PUT /api/superadmin/settings/platform': ok(saved, 'Platform settings saved successfully!'),
    });
    const platform = await card('Platform Settings');
    const name = await within(platform).findByLabelText(/^Platform name/);
    await user.clear(name);
    await user.type(name, 'Learnwell');
    await user.selectOptions(within(platform).getByLabelText('Default timezone'), 'Asia/Tokyo');
    await user.click(within(platform).getByRole('button', { name: 'Save Platform Settings' }));
    await toastShows('Platform settings saved successfully!');
    expect(bodyOf(fetchMock, 'PUT /api/superadmin/settings/platform')).toEqual(saved);
    expect(platformPreferences().timeZone).toBe('Asia/Tokyo');
    expect(platformPreferences().language).toBe('en');
  });

  it('puts the server’s 422 under the field and in a toast', async () => {
    const message = 'Session timeout (minutes) must be a whole number from 15 to 480.';
    const { user } = renderPage({
      'PUT /api/superadmin/settings/security': {
        status: 422,
        body: { success: false, message, errors: { session_timeout: [message] } },
      },
    });
    const security = await card('Security Settings');
    await within(security).findByLabelText(/^Session timeout/);
    await user.click(within(security).getByRole('button', { name: 'Save Security Settings' }));
    await toastShows(message);
    expect(within(security).getByText(message, { selector: 'p' })).toBeInTheDocument();
  });

  it('saves the export limit and notice threshold with the rest of the security card', async () => {
    const saved = {
      ...SECURITY_SETTINGS_DEFAULTS,
      export_rows_per_hour: 2_000,
      export_notice_rows_per_day: 5_000,
    };
    const { user, fetchMock } = renderPage({
      'PUT /api/superadmin/settings/security': ok(saved, 'Security settings saved successfully!'),
    });
    const security = await card('Security Settings');
    const limit = await within(security).findByLabelText(/^Export limit/);
    expect(limit).toHaveAccessibleDescription(
      '1,000 to 10,000,000. Beyond it, exports wait until rows from the last hour age out; a single larger export is refused.',
    );
    await user.clear(limit);
    await user.type(limit, '2000');
    const threshold = within(security).getByLabelText(/^Export notice threshold/);
    await user.clear(threshold);
    await user.type(threshold, '5000');
    await user.click(within(security).getByRole('button', { name: 'Save Security Settings' }));
    await toastShows('Security settings saved successfully!');
    expect(bodyOf(fetchMock, 'PUT /api/superadmin/settings/security')).toEqual(saved);
  });

  it('refuses an export limit outside its bounds before sending', async () => {
    const { user, fetchMock } = renderPage();
    const security = await card('Security Settings');
    const limit = await within(security).findByLabelText(/^Export limit/);
    await user.clear(limit);
    await user.type(limit, '999');
    await user.click(within(security).getByRole('button', { name: 'Save Security Settings' }));
    expect(
      await within(security).findByText(
        'Export limit (rows per user per hour) must be a whole number from 1000 to 10000000.',
      ),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('checks the spec limits before sending', async () => {
    const { user, fetchMock } = renderPage();
    const security = await card('Security Settings');
    const timeout = await within(security).findByLabelText(/^Session timeout/);
    await user.clear(timeout);
    await user.type(timeout, '500');
    await user.click(within(security).getByRole('button', { name: 'Save Security Settings' }));
    expect(
      await within(security).findByText('Session timeout (minutes) must be a whole number from 15 to 480.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('keeps the saved SMTP password when the field is left blank, and can remove it', async () => {
    const { user, fetchMock } = renderPage({
      'PUT /api/superadmin/settings/email': ok(
        { ...EMAIL_SETTINGS_DEFAULTS, smtp_host: 'smtp.example.com' },
        'Email settings saved successfully!',
      ),
    });
    const mail = await card('Email Settings');
    await within(mail).findByLabelText(/^SMTP host/);
    await user.click(within(mail).getByRole('checkbox', { name: 'Remove the saved password' }));
    await user.click(within(mail).getByRole('button', { name: 'Save Email Settings' }));
    await toastShows('Email settings saved successfully!');
    expect(bodyOf(fetchMock, 'PUT /api/superadmin/settings/email')).toEqual({
      smtp_host: 'smtp.example.com',
      smtp_port: 587,
      smtp_username: 'mailer',
      smtp_password: null,
      from_name: 'Schoolwise',
      from_email: 'no-reply@example.com',
    });
    expect(await within(mail).findByText('No password is set.')).toBeInTheDocument();
  });

  it('reports the test e-mail, sent or refused by the SMTP server', async () => {
    const { user } = renderPage({
      'POST /api/superadmin/settings/email/test': ok(
        { sent_to: 'root@example.com' },
        'Test e-mail sent to root@example.com.',
      ),
    });
    const mail = await card('Email Settings');
    await user.click(await within(mail).findByRole('button', { name: 'Send test e-mail' }));
    await toastShows('Test e-mail sent to root@example.com.');
  });

  it('shows the SMTP error of a failed test e-mail', async () => {
    const message = 'The test e-mail could not be sent: connect ECONNREFUSED 127.0.0.1:2525';
    const { user } = renderPage({
      'POST /api/superadmin/settings/email/test': { status: 502, body: { success: false, message } },
    });
    const mail = await card('Email Settings');
    await user.click(await within(mail).findByRole('button', { name: 'Send test e-mail' }));
    await toastShows(message);
  });
});

describe('PlatformSettingsPage for a delegate', () => {
  it('fixes every card for a user with settings_view alone', async () => {
    renderPage({}, delegateUser(['settings_view']));
    for (const title of [
      'Platform Settings',
      'Notification Settings',
      'Security Settings',
      'Email Settings',
    ]) {
      const section = await card(title);
      expect(
        await within(section).findByText(/Changing these settings needs the .+ permission\./),
      ).toBeInTheDocument();
      expect(within(section).queryByRole('button', { name: /^(Save|Send)/ })).not.toBeInTheDocument();
    }
    expect(within(await card('Platform Settings')).getByLabelText(/^Platform name/)).toBeDisabled();
  });

  it('lets settings_update save three cards, the e-mail card needing settings_mail_update', async () => {
    renderPage({}, delegateUser(['settings_view', 'settings_update']));
    for (const [title, save] of [
      ['Platform Settings', 'Save Platform Settings'],
      ['Notification Settings', 'Save Notification Settings'],
      ['Security Settings', 'Save Security Settings'],
    ]) {
      expect(await within(await card(title!)).findByRole('button', { name: save })).toBeInTheDocument();
    }
    const mail = await card('Email Settings');
    expect(
      await within(mail).findByText('Changing these settings needs the settings_mail_update permission.'),
    ).toBeInTheDocument();
    expect(within(mail).queryByRole('button', { name: 'Save Email Settings' })).not.toBeInTheDocument();
    expect(within(mail).queryByRole('button', { name: 'Send test e-mail' })).not.toBeInTheDocument();
    expect(within(mail).getByLabelText(/^SMTP host/)).toBeDisabled();
  });
});
