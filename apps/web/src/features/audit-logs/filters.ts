import { AUDIT_EVENTS, SPEC_AUDIT_EVENTS, type EventCount } from '@school/contract';
import type { TFunction } from 'i18next';
import type { SelectOption } from '@/components/ui/select-field';
import type { SortOptions } from '@/lib/use-list-params';
import type { AuditLogFilterQuery } from './api/keys';

/** The list's filters as the URL holds them; '' means none. */
export interface AuditLogFilters {
  event: string;
  user_id: string;
  date_from: string;
  date_to: string;
}

export const AUDIT_FILTER_DEFAULTS: AuditLogFilters = { event: '', user_id: '', date_from: '', date_to: '' };

/** The trail has one order, newest first; no header sorts it. */
export const AUDIT_SORT_OPTIONS: SortOptions<'created_at'> = {
  keys: ['created_at'],
  initial: { key: 'created_at', direction: 'desc' },
};

/** "school_admin_assigned" -> "School admin assigned": the name itself, for an event we have no words for. */
function spelledOut(event: string): string {
  const words = event.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An event as people read it, in their language ("School admin assigned"); an event written by a
 * newer server than this screen knows is spelled out from its name.
 */
export function eventLabel(event: string, t: TFunction<'audit-logs'>): string {
  return t(`events.${event}`, { defaultValue: spelledOut(event) });
}

/**
 * The event filter's choices: the spec's events first, then every other event the server writes
 * and any event found in the recent activity (one written by a newer server, say), A to Z.
 */
export function eventOptions(
  t: TFunction<'audit-logs'>,
  present: readonly EventCount[] = [],
): SelectOption[] {
  const others = new Set<string>([...AUDIT_EVENTS, ...present.map((p) => p.event)]);
  for (const event of SPEC_AUDIT_EVENTS) others.delete(event);
  return [...SPEC_AUDIT_EVENTS, ...[...others].sort()].map((event) => ({
    value: event,
    label: eventLabel(event, t),
  }));
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Search and filters as the API takes them; the user id is a whole number (spec 01 section 5). */
export function auditFilterQuery(search: string, filters: AuditLogFilters): AuditLogFilterQuery {
  const userId = filters.user_id.trim();
  return {
    search: search.trim() || undefined,
    event: filters.event || undefined,
    user_id: /^\d+$/.test(userId) && Number(userId) > 0 ? Number(userId) : undefined,
    date_from: ISO_DATE.test(filters.date_from) ? filters.date_from : undefined,
    date_to: ISO_DATE.test(filters.date_to) ? filters.date_to : undefined,
  };
}
