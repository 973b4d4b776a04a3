import type { PlatformCurrency } from '@school/contract';
import { platformPreferences } from './platform-preferences';

/** Each currency in the digit grouping of its home (lakhs for rupees: ₹1,00,000.00). */
const LOCALES: Record<PlatformCurrency, string> = {
  INR: 'en-IN',
  USD: 'en-US',
  EUR: 'en-IE',
  GBP: 'en-GB',
};

const formats = new Map<PlatformCurrency, Intl.NumberFormat>();

/** An amount in the platform's currency (or the one given): "₹1,250.00", "$1,250.00". */
export function formatMoney(
  amount: number,
  currency: PlatformCurrency = platformPreferences().currency,
): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[currency], { style: 'currency', currency });
    formats.set(currency, format);
  }
  return format.format(amount);
}
