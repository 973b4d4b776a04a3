import { i18next } from '@/i18n/i18n';

/**
 * What a chart says in place of its figures, by the state of the data it draws: `source` is
 * undefined while it loads and null when it could not be loaded, and only data that has loaded
 * and holds nothing is "empty" — never "no data yet" for figures that are late or missing.
 */
export function chartEmptyText(source: unknown, emptyText: string): string {
  if (source === undefined) return i18next.t('common:states.loading_ellipsis');
  if (source === null) return i18next.t('common:states.could_not_load_sentence');
  return emptyText;
}
