import { z } from 'zod';
import { customMessage, ruleError as m } from './messages';
import { booleanField, optionalEmail, optionalText, requiredText } from './fields';
import type { FieldName } from './labels';
import {
  DEFAULT_PLATFORM_DESCRIPTION,
  DEFAULT_PLATFORM_NAME,
  PLATFORM_LANGUAGES,
  type PlatformLanguage,
} from './platform-constants';

/*
 * The platform's settings (spec 01 sections 2.11, 3, 5 and 9), one document per group under
 * /api/superadmin/settings/{group}. A PUT replaces its whole group; a group never saved reads as
 * its defaults. The security group is also read by sign-in, sessions and the password policy.
 */

export const PLATFORM_SETTINGS_GROUPS = ['platform', 'notifications', 'security', 'email'] as const;
export type PlatformSettingsGroup = (typeof PLATFORM_SETTINGS_GROUPS)[number];

/**
 * The group's English name (spec 01 section 8), for audit entries and the API docs; the success
 * message is `platformSettingsSavedMessage`, in the caller's language.
 */
export const PLATFORM_SETTINGS_GROUP_NAMES: Record<PlatformSettingsGroup, string> = {
  platform: 'Platform',
  notifications: 'Notification',
  security: 'Security',
  email: 'Email',
};

/** "{group} settings saved successfully!" in the caller's language, written when asked. */
export const platformSettingsSavedMessage = (group: PlatformSettingsGroup) =>
  customMessage(`platform_settings_saved_${group}`);

const flag = booleanField;

/** A whole number within bounds, one message for every way of missing them. */
const wholeNumber = (field: FieldName, min: number, max: number) => {
  const message = m('whole_number_range', field, { min, max });
  return z.number(message).int(message).min(min, message).max(max, message);
};

// ---- Platform -----------------------------------------------------------------------------

/** Spec 01 section 9. */
export const PLATFORM_TIMEZONES = [
  'Asia/Kolkata',
  'America/New_York',
  'Europe/London',
  'Asia/Tokyo',
] as const;
export const PLATFORM_CURRENCIES = ['INR', 'USD', 'EUR', 'GBP'] as const;
export { PLATFORM_LANGUAGES, type PlatformLanguage };
export type PlatformTimezone = (typeof PLATFORM_TIMEZONES)[number];
export type PlatformCurrency = (typeof PLATFORM_CURRENCIES)[number];
export const PLATFORM_LANGUAGE_NAMES: Record<PlatformLanguage, string> = {
  en: 'English',
  hi: 'Hindi',
  es: 'Spanish',
  fr: 'French',
};

export const platformSettingsSchema = z.object({
  platform_name: z.string(),
  platform_description: z.string().nullable(),
  default_timezone: z.enum(PLATFORM_TIMEZONES),
  default_currency: z.enum(PLATFORM_CURRENCIES),
  default_language: z.enum(PLATFORM_LANGUAGES),
  /** On: every API call of anyone but a superadmin answers 503 with MAINTENANCE_MESSAGE. */
  maintenance_mode: z.boolean(),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

const oneOf = (field: FieldName, values: readonly string[]) => ({
  ...m('one_of', field, { values: values.join(', ') }),
});

export const platformSettingsInputSchema = z.object({
  platform_name: requiredText('platform_name', 100),
  platform_description: optionalText('platform_description', 1000),
  default_timezone: z.enum(PLATFORM_TIMEZONES, oneOf('default_timezone', PLATFORM_TIMEZONES)),
  default_currency: z.enum(PLATFORM_CURRENCIES, oneOf('default_currency', PLATFORM_CURRENCIES)),
  default_language: z.enum(PLATFORM_LANGUAGES, oneOf('default_language', PLATFORM_LANGUAGES)),
  maintenance_mode: flag('maintenance_mode'),
});
export type PlatformSettingsInput = z.input<typeof platformSettingsInputSchema>;

/** India first, as the spec's other defaults (country India, INR fees). */
export const PLATFORM_SETTINGS_DEFAULTS: PlatformSettings = {
  platform_name: DEFAULT_PLATFORM_NAME,
  platform_description: DEFAULT_PLATFORM_DESCRIPTION,
  default_timezone: 'Asia/Kolkata',
  default_currency: 'INR',
  default_language: 'en',
  maintenance_mode: false,
};

/** What anyone may read, signed in or not (GET /api/platform): the web app formats with it. */
export const publicPlatformSchema = platformSettingsSchema.pick({
  platform_name: true,
  platform_description: true,
  default_timezone: true,
  default_currency: true,
  default_language: true,
  maintenance_mode: true,
});
export type PublicPlatform = z.infer<typeof publicPlatformSchema>;

// ---- Notifications ------------------------------------------------------------------------

/**
 * Each switch turns off the e-mails it names, read by their senders (the spec's SMS, push and
 * system-alert switches had nothing behind them and were dropped, migration 2026_11_29_0600).
 * Reset links and the test e-mail are asked for by the person who gets them, so no switch stops
 * them.
 */
export const PLATFORM_NOTIFICATION_FLAGS = ['email_notifications', 'admin_notifications'] as const;
export type PlatformNotificationFlag = (typeof PLATFORM_NOTIFICATION_FLAGS)[number];

export const platformNotificationSettingsSchema = z.object(
  Object.fromEntries(PLATFORM_NOTIFICATION_FLAGS.map((f) => [f, z.boolean()])) as Record<
    PlatformNotificationFlag,
    z.ZodBoolean
  >,
);
export type PlatformNotificationSettings = z.infer<typeof platformNotificationSettingsSchema>;

export const platformNotificationSettingsInputSchema = z.object(
  Object.fromEntries(PLATFORM_NOTIFICATION_FLAGS.map((f) => [f, flag(f)])) as Record<
    PlatformNotificationFlag,
    z.ZodBoolean
  >,
);
export type PlatformNotificationSettingsInput = z.input<typeof platformNotificationSettingsInputSchema>;

export const PLATFORM_NOTIFICATION_DEFAULTS: PlatformNotificationSettings = {
  /** Notices to users about their account (its e-mail address changed, to the old address). */
  email_notifications: true,
  /** Notices to the platform's administrators (a copy of each contact message to support). */
  admin_notifications: true,
};

// ---- Security -----------------------------------------------------------------------------

/** Spec 01 section 5. */
export const SECURITY_LIMITS = {
  password_min_length: { min: 6, max: 20 },
  session_timeout: { min: 15, max: 480 },
  max_login_attempts: { min: 3, max: 10 },
  /** Rows one account may export in any hour, over every list (docs/decisions.md, "Exports"). */
  export_rows_per_hour: { min: 1_000, max: 10_000_000 },
  /** Rows one account may export in a day (platform timezone) before the superadmins are told. */
  export_notice_rows_per_day: { min: 1_000, max: 10_000_000 },
} as const;

/**
 * Reads a stored security group (spec 01 sections 3 and 5): a field missing or saved before it
 * existed takes its default (8, 60 minutes, 5 attempts; 50,000 exported rows an hour, notice past
 * 100,000 in a day).
 */
export const securitySettingsSchema = z.object({
  password_min_length: z.coerce.number().int().min(6).max(20).default(8),
  require_special_chars: z.boolean().default(false),
  session_timeout: z.coerce.number().int().min(15).max(480).default(60),
  max_login_attempts: z.coerce.number().int().min(3).max(10).default(5),
  two_factor_auth: z.boolean().default(false),
  export_rows_per_hour: z.coerce.number().int().min(1_000).max(10_000_000).default(50_000),
  export_notice_rows_per_day: z.coerce.number().int().min(1_000).max(10_000_000).default(100_000),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

export const securitySettingsInputSchema = z.object({
  password_min_length: wholeNumber(
    'password_min_length',
    SECURITY_LIMITS.password_min_length.min,
    SECURITY_LIMITS.password_min_length.max,
  ),
  require_special_chars: flag('require_special_chars'),
  session_timeout: wholeNumber(
    'session_timeout',
    SECURITY_LIMITS.session_timeout.min,
    SECURITY_LIMITS.session_timeout.max,
  ),
  max_login_attempts: wholeNumber(
    'max_login_attempts',
    SECURITY_LIMITS.max_login_attempts.min,
    SECURITY_LIMITS.max_login_attempts.max,
  ),
  two_factor_auth: flag('two_factor_auth'),
  export_rows_per_hour: wholeNumber(
    'export_rows_per_hour',
    SECURITY_LIMITS.export_rows_per_hour.min,
    SECURITY_LIMITS.export_rows_per_hour.max,
  ),
  export_notice_rows_per_day: wholeNumber(
    'export_notice_rows_per_day',
    SECURITY_LIMITS.export_notice_rows_per_day.min,
    SECURITY_LIMITS.export_notice_rows_per_day.max,
  ),
});
export type SecuritySettingsInput = z.input<typeof securitySettingsInputSchema>;

export const SECURITY_SETTINGS_DEFAULTS: SecuritySettings = securitySettingsSchema.parse({});

/** As read back (GET and the answer to PUT): every field. */
export const securitySettingsValueSchema = z.object({
  password_min_length: z.number().int(),
  require_special_chars: z.boolean(),
  session_timeout: z.number().int(),
  max_login_attempts: z.number().int(),
  two_factor_auth: z.boolean(),
  export_rows_per_hour: z.number().int(),
  export_notice_rows_per_day: z.number().int(),
});

// ---- E-mail -------------------------------------------------------------------------------

export const DEFAULT_SMTP_PORT = 587;

/** As read back: the password is write-only, only whether one is stored is said. */
export const emailSettingsSchema = z.object({
  smtp_host: z.string().nullable(),
  smtp_port: z.number().int(),
  smtp_username: z.string().nullable(),
  smtp_password_set: z.boolean(),
  from_name: z.string().nullable(),
  from_email: z.string().nullable(),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

const HOST_NAME = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

export const emailSettingsInputSchema = z.object({
  /** Blank: no SMTP server of the settings (SMTP_URL of the environment, or the outbox). */
  smtp_host: optionalText('smtp_host', 255).refine(
    (v) => v === null || HOST_NAME.test(v),
    m('host_name', 'smtp_host'),
  ),
  smtp_port: wholeNumber('smtp_port', 1, 65535),
  smtp_username: optionalText('smtp_username', 255),
  /**
   * Write-only. Left out or blank: the stored password stays. null: the stored one is removed.
   * Not trimmed: spaces may be part of a password.
   */
  smtp_password: z
    .string(m('text', 'smtp_password'))
    .max(255, m('max_length', 'smtp_password', { max: 255 }))
    .nullable()
    .optional(),
  from_name: optionalText('from_name', 100),
  from_email: optionalEmail('from_email'),
});
export type EmailSettingsInput = z.input<typeof emailSettingsInputSchema>;

export const EMAIL_SETTINGS_DEFAULTS: EmailSettings = {
  smtp_host: null,
  smtp_port: DEFAULT_SMTP_PORT,
  smtp_username: null,
  smtp_password_set: false,
  from_name: null,
  from_email: null,
};

// ---- All groups ---------------------------------------------------------------------------

/** What each group holds (GET and the answer to PUT) and what its PUT accepts. */
export const PLATFORM_SETTINGS_SCHEMAS = {
  platform: { value: platformSettingsSchema, input: platformSettingsInputSchema },
  notifications: {
    value: platformNotificationSettingsSchema,
    input: platformNotificationSettingsInputSchema,
  },
  security: { value: securitySettingsValueSchema, input: securitySettingsInputSchema },
  email: { value: emailSettingsSchema, input: emailSettingsInputSchema },
} as const;

export type PlatformSettingsValue = {
  [G in PlatformSettingsGroup]: z.output<(typeof PLATFORM_SETTINGS_SCHEMAS)[G]['value']>;
};
export type PlatformSettingsInputValues = {
  [G in PlatformSettingsGroup]: z.output<(typeof PLATFORM_SETTINGS_SCHEMAS)[G]['input']>;
};

export const allPlatformSettingsSchema = z.object({
  platform: platformSettingsSchema,
  notifications: platformNotificationSettingsSchema,
  security: securitySettingsValueSchema,
  email: emailSettingsSchema,
});
export type AllPlatformSettings = z.infer<typeof allPlatformSettingsSchema>;

export const testEmailResponseSchema = z.object({ sent_to: z.string() });

// ---- System information -------------------------------------------------------------------

export const DATABASE_ENGINES = ['sqlite', 'postgresql'] as const;

/** The running API node, for the System Information card: nothing here is a fixed figure. */
export const systemInfoSchema = z.object({
  version: z.string(),
  node_version: z.string(),
  database: z.enum(DATABASE_ENGINES),
  started_at: z.string(),
  uptime_seconds: z.number().int(),
  status: z.literal('online'),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;
