import type { Permission } from '@/lib/permissions';

/**
 * Enrolling, editing and promoting a student places them in a year, a class and a section, whose
 * choices come from those modules: without all three the form could not keep a placement (an
 * edit would drop the section it cannot show), so those actions need them too.
 */
export const PLACEMENT_PERMISSIONS = [
  'years_view',
  'classes_view',
  'sections_view',
] as const satisfies readonly Permission[];
