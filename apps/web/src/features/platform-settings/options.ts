import {
  PLATFORM_CURRENCIES,
  PLATFORM_LANGUAGE_NAMES,
  PLATFORM_LANGUAGES,
  PLATFORM_TIMEZONES,
  type PlatformCurrency,
  type PlatformNotificationFlag,
} from '@school/contract';
import type { SelectOption } from '@/components/ui/select-field';

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

export const LANGUAGE_OPTIONS: SelectOption[] = PLATFORM_LANGUAGES.map((l) => ({
  value: l,
  label: PLATFORM_LANGUAGE_NAMES[l],
}));

/** Each names the e-mails it stops, so nobody expects a switch to do more. */
export const NOTIFICATION_LABELS: Record<PlatformNotificationFlag, string> = {
  email_notifications: "Email notifications (users are told when their account's e-mail changes)",
  admin_notifications: 'Admin notifications (support gets a copy of each contact message)',
};

/** A number input's text: blank is none (the schema then says the field is required). */
export const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

/** "3h 12m", "2d 4h", "45s": how long the server has been running, to the two largest units. */
export function formatUptime(totalSeconds: number): string {
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m`;
  return `${Math.max(0, Math.floor(totalSeconds))}s`;
}
