import {
  LANGUAGE_OWN_NAMES,
  PLATFORM_CURRENCIES,
  PLATFORM_LANGUAGES,
  PLATFORM_TIMEZONES,
  type PlatformCurrency,
  type PlatformNotificationFlag,
} from '@school/contract';
import type { SelectOption } from '@/components/ui/select-field';
import { currentLocale } from '@/i18n/language';

export const TIMEZONE_OPTIONS: SelectOption[] = PLATFORM_TIMEZONES.map((tz) => ({ value: tz, label: tz }));

const CURRENCY_LABELS: Record<PlatformCurrency, string> = {
  INR: 'INR (₹)',
  USD: 'USD ($)',
  EUR: 'EUR (€)',
  GBP: 'GBP (£)',
};
export const CURRENCY_OPTIONS: SelectOption[] = PLATFORM_CURRENCIES.map((c) => ({
  value: c,
  label: CURRENCY_LABELS[c],
}));

/** Each language by its own name, whatever the language of the screen. */
export const LANGUAGE_OPTIONS: SelectOption[] = PLATFORM_LANGUAGES.map((l) => ({
  value: l,
  label: LANGUAGE_OWN_NAMES[l],
}));

/**
 * The key of each switch's label (platform-settings namespace); each names the e-mails it stops,
 * so nobody expects a switch to do more.
 */
export const NOTIFICATION_LABEL_KEYS: Record<PlatformNotificationFlag, string> = {
  email_notifications: 'notifications.email_notifications',
  admin_notifications: 'notifications.admin_notifications',
};

/** A number input's text: blank is none (the schema then says the field is required). */
export const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

type UptimeUnit = 'day' | 'hour' | 'minute' | 'second';

/** "3h", "12m" in English, "3 घं" in Hindi, "3j" in French: a unit as short as the language writes it. */
const unit = (value: number, name: UptimeUnit) =>
  new Intl.NumberFormat(currentLocale(), { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(value);

/** "3h 12m", "2d 4h", "45s": how long the server has been running, to the two largest units. */
export function formatUptime(totalSeconds: number): string {
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  if (days > 0) return `${unit(days, 'day')} ${unit(hours, 'hour')}`;
  if (hours > 0) return `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
  if (minutes > 0) return unit(minutes, 'minute');
  return unit(Math.max(0, Math.floor(totalSeconds)), 'second');
}
