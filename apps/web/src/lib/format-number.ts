import { currentLocale } from '@/i18n/language';
import { i18next } from '@/i18n/i18n';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A count or figure in the reader's language: "1,00,000" in English (the grouping our first
 * schools read), "1 00 000" or "100 000" as Hindi, Spanish and French write it. Inside a sentence,
 * the sentence's own `{{count, number}}` formats it (i18next applies the same locale).
 */
export function formatNumber(value: number): string {
  const locale = i18next.language === 'en' ? 'en-IN' : currentLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    formats.set(locale, format);
  }
  return format.format(value);
}
