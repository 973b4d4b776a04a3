import {
  PLATFORM_SETTINGS_GROUP_NAMES,
  type AllPlatformSettings,
  type PlatformSettingsGroup,
  type PlatformSettingsInputValues,
  type PlatformSettingsValue,
} from '@school/contract';
import type { DB } from '../../db/connect';
import { AppError, invalid } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { recordAudit, type Actor } from '../audit/audit.repository';
import { SMTP_HOST_REFUSED, SmtpHostRefused, refusedSmtpHost } from '../mail/smtp-host';
import {
  emailSettingsView,
  parseEmailSettings,
  parseNotificationSettings,
  parsePlatformSettings,
  type StoredEmailSettings,
} from './groups';
import { parseSecuritySettings } from './security-settings';
import { findSettingsGroup, saveSettingsGroup } from './settings.repository';
import { mailWriter, say } from '../../lib/i18n';
import { currentLanguage } from '../../plugins/language';

/** How a group is read from its stored document, and what is stored for a PUT's values. */
interface GroupStore<G extends PlatformSettingsGroup, S> {
  parse(stored: unknown): S;
  /** What the browser and the audit trail see: never a secret. */
  view(stored: S): PlatformSettingsValue[G];
  /** The document a PUT stores, given what was stored before. */
  next(values: PlatformSettingsInputValues[G], before: S): S;
}

const plain = <G extends PlatformSettingsGroup>(
  parse: (stored: unknown) => PlatformSettingsValue[G],
): GroupStore<G, PlatformSettingsValue[G]> => ({
  parse,
  view: (stored) => stored,
  next: (values) => values as PlatformSettingsValue[G],
});

const STORES: { [G in PlatformSettingsGroup]: GroupStore<G, unknown> } = {
  platform: plain(parsePlatformSettings),
  notifications: plain(parseNotificationSettings),
  security: plain(parseSecuritySettings),
  email: {
    parse: parseEmailSettings,
    view: emailSettingsView,
    // The password is write-only: left out or blank keeps the stored one, null removes it. It is
    // kept only for the server and account it was given for: pointing the settings elsewhere
    // without giving it again drops it, so nobody can have it sent to a server of their choosing.
    next: ({ smtp_password, ...values }, before) => {
      const sameAccount =
        values.smtp_host === before.smtp_host && values.smtp_username === before.smtp_username;
      const kept = sameAccount ? before.smtp_password : null;
      return {
        ...values,
        smtp_password: smtp_password === undefined || smtp_password === '' ? kept : smtp_password,
      };
    },
  } satisfies GroupStore<'email', StoredEmailSettings>,
};

/** Read afresh, for sign-in, which has no cached copy at hand. */
export async function maintenanceMode(db: DB): Promise<boolean> {
  return parsePlatformSettings(await findSettingsGroup(db, 'platform')).maintenance_mode;
}

async function readGroup<G extends PlatformSettingsGroup>(db: DB, group: G): Promise<unknown> {
  return STORES[group].parse(await findSettingsGroup(db, group));
}

export async function settingsGroup<G extends PlatformSettingsGroup>(
  db: DB,
  group: G,
): Promise<PlatformSettingsValue[G]> {
  return STORES[group].view(await readGroup(db, group));
}

export async function allSettings(db: DB): Promise<AllPlatformSettings> {
  const [platform, notifications, security, email] = await Promise.all([
    settingsGroup(db, 'platform'),
    settingsGroup(db, 'notifications'),
    settingsGroup(db, 'security'),
    settingsGroup(db, 'email'),
  ]);
  return { platform, notifications, security, email };
}

/**
 * Replaces the group in one transaction, audited as settings_changed with what it held before and
 * after (the SMTP password only as "set or not"). Saving bumps the access version, so every API
 * node applies the new settings on its next request. An SMTP host that resolves to an address that
 * is not public is 422 on smtp_host, unless SMTP_ALLOW_PRIVATE_HOSTS.
 */
export async function saveSettings<G extends PlatformSettingsGroup>(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  group: G,
  values: PlatformSettingsInputValues[G],
  actor: Actor,
): Promise<PlatformSettingsValue[G]> {
  const store = STORES[group];
  // Each mail judges the host again (its DNS may change); this says so at once. Looked up before
  // the transaction, which must not wait on DNS.
  const host = group === 'email' ? (values as PlatformSettingsInputValues['email']).smtp_host : null;
  if (host && (await refusedSmtpHost(host, config.smtpAllowPrivateHosts))) {
    throw invalid({ smtp_host: [SMTP_HOST_REFUSED()] });
  }
  return db.transaction().execute(async (trx) => {
    const before = await readGroup(trx, group);
    const stored = store.next(values, before);
    await saveSettingsGroup(trx, group, stored);
    const after = store.view(stored);
    await recordAudit(trx, actor, {
      event: 'settings_changed',
      description: `${PLATFORM_SETTINGS_GROUP_NAMES[group]} settings changed`,
      properties: {
        group,
        before: store.view(before),
        after,
        ...(group === 'email' ? { smtp_password_changed: passwordChanged(before, stored) } : {}),
      },
    });
    return after;
  });
}

const passwordChanged = (before: unknown, after: unknown) =>
  (before as StoredEmailSettings).smtp_password !== (after as StoredEmailSettings).smtp_password;

/**
 * Which step failed, in the SMTP client's own terms (`ECONNECTION`, `ETIMEDOUT`, `EAUTH`, `ETLS`,
 * `EDNS`, `EENVELOPE`, ...): never the server's words, which the person who chose the server
 * could make say anything, and an audit_view holder should not read.
 */
function failureCode(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^E[A-Z_]{1,30}$/.test(code) ? code : 'EUNKNOWN';
}

/**
 * Sends a test e-mail to the superadmin at once through the mailer's SMTP server, and says what
 * happened: sent, kept in the outbox (no SMTP server set), refused (a host that is not public,
 * 422 on smtp_host), or failed (502, in words of our own). The SMTP client's error, and what the
 * server answered, go to the server log only (the mailer logs them): repeating them here would let
 * whoever can change the settings probe any host and port and read what it says.
 */
export async function sendTestEmail(
  deps: Deps,
  to: string,
  platformName: string,
  actor: Actor,
): Promise<{ message: string; data: { sent_to: string } }> {
  let delivered: 'smtp' | 'outbox';
  // Asked for by the caller, who reads it: in the language they are answered in.
  const text = mailWriter(currentLanguage() ?? 'en', platformName);
  // Either way the trail says who tried the mail settings, and which step failed.
  const audit = (outcome: Record<string, string>) =>
    recordAudit(deps.db, actor, {
      event: 'settings_email_tested',
      description: `Test e-mail to ${to}: ${outcome.delivered ?? 'failed'}`,
      properties: { to, ...outcome },
    });
  try {
    delivered = await deps.mailer.sendNow({
      to,
      subject: text('test.subject'),
      body: text('test.body'),
    });
  } catch (error) {
    await audit({ error_code: failureCode(error) });
    if (error instanceof SmtpHostRefused) throw invalid({ smtp_host: [SMTP_HOST_REFUSED()] });
    throw new AppError(502, say('mail.test_failed'));
  }
  await audit({ delivered });
  const message = delivered === 'smtp' ? say('mail.test_sent', { to }) : say('mail.test_kept', { to });
  return { message, data: { sent_to: to } };
}
