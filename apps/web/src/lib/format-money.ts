import type { PlatformCurrency } from '@school/contract';
import { currentLocale } from '@/i18n/language';
import { i18next } from '@/i18n/i18n';
import { platformPreferences } from './platform-preferences';

/**
 * In English, each currency in the digit grouping of its home (lakhs for rupees: ₹1,00,000.00);
 * in the other languages, the language's own way ("1 250,00 €" in French).
 */
const ENGLISH_LOCALES: Record<PlatformCurrency, string> = {
  INR: 'en-IN',
  USD: 'en-US',
  EUR: 'en-IE',
  GBP: 'en-GB',
};

const formats = new Map<string, Intl.NumberFormat>();

/** An amount in the platform's currency (or the one given): "₹1,250.00", "$1,250.00". */
export function formatMoney(
  amount: number,
  currency: PlatformCurrency = platformPreferences().currency,
): string {
  const locale = i18next.language === 'en' ? ENGLISH_LOCALES[currency] : currentLocale();
  const key = `${currency}|${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format.format(amount);
}
