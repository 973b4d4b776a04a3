import {
  EMAIL_SETTINGS_DEFAULTS,
  PLATFORM_NOTIFICATION_DEFAULTS,
  PLATFORM_SETTINGS_DEFAULTS,
  platformNotificationSettingsSchema,
  platformSettingsSchema,
  type EmailSettings,
  type PlatformNotificationSettings,
  type PlatformSettings,
} from '@school/contract';
import { z } from 'zod';

/*
 * Stored groups as the server reads them. Never saved: the defaults. Saved before a field existed:
 * the defaults fill in. A document that no longer passes gives way to the defaults rather than
 * break every request that reads it (the maintenance check reads the platform group on each one).
 */

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

function withDefaults<T>(schema: z.ZodType<T>, defaults: T, stored: unknown): T {
  const parsed = schema.safeParse(isObject(stored) ? { ...defaults, ...stored } : defaults);
  return parsed.success ? parsed.data : defaults;
}

export const parsePlatformSettings = (stored: unknown): PlatformSettings =>
  withDefaults(platformSettingsSchema, PLATFORM_SETTINGS_DEFAULTS, stored);

export const parseNotificationSettings = (stored: unknown): PlatformNotificationSettings =>
  withDefaults(platformNotificationSettingsSchema, PLATFORM_NOTIFICATION_DEFAULTS, stored);

/** The e-mail group as stored: with the SMTP password, which never leaves the server. */
const storedEmailSchema = z.object({
  smtp_host: z.string().nullable(),
  smtp_port: z.number().int().min(1).max(65535),
  smtp_username: z.string().nullable(),
  smtp_password: z.string().nullable(),
  from_name: z.string().nullable(),
  from_email: z.string().nullable(),
});
export type StoredEmailSettings = z.infer<typeof storedEmailSchema>;

export const STORED_EMAIL_DEFAULTS: StoredEmailSettings = {
  smtp_host: EMAIL_SETTINGS_DEFAULTS.smtp_host,
  smtp_port: EMAIL_SETTINGS_DEFAULTS.smtp_port,
  smtp_username: EMAIL_SETTINGS_DEFAULTS.smtp_username,
  smtp_password: null,
  from_name: EMAIL_SETTINGS_DEFAULTS.from_name,
  from_email: EMAIL_SETTINGS_DEFAULTS.from_email,
};

export const parseEmailSettings = (stored: unknown): StoredEmailSettings =>
  withDefaults(storedEmailSchema, STORED_EMAIL_DEFAULTS, stored);

/** What the browser and the audit trail see of the e-mail group: whether a password is set. */
export function emailSettingsView({ smtp_password, ...rest }: StoredEmailSettings): EmailSettings {
  return { ...rest, smtp_password_set: smtp_password !== null && smtp_password !== '' };
}
