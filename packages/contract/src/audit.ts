import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from './envelope';
import { idOf, isoDate, searchTerm } from './fields';

/** The event names spec 01 (section 9) lists; the server writes more (AUDIT_EVENTS). */
export const SPEC_AUDIT_EVENTS = [
  'user_login',
  'user_logout',
  'user_created',
  'user_updated',
  'user_deleted',
  'school_created',
  'school_updated',
  'school_deleted',
  'role_assigned',
  'permission_granted',
  'system_error',
  'data_export',
  'settings_changed',
] as const;

/**
 * Every event the server writes, the spec's first: the audit screen's event filter offers these
 * (and any other event found in the data), so a filter can be chosen before it has entries.
 */
export const AUDIT_EVENTS = [
  ...SPEC_AUDIT_EVENTS,
  'login_failed',
  'password_changed',
  'password_reset_requested',
  'password_reset',
  'user_approved',
  'user_suspended',
  'user_activated',
  'school_activated',
  'school_deactivated',
  'school_admin_assigned',
  'school_admin_removed',
  'school_gallery_uploaded',
  'school_gallery_image_deleted',
  'superadmin_role_granted',
  'superadmin_role_revoked',
  'role_created',
  'role_updated',
  'role_deleted',
  'permission_created',
  'permission_updated',
  'permission_deleted',
  'contact_message_received',
  'inquiry_handled',
  'inquiry_reopened',
  'academic_year_created',
  'academic_year_updated',
  'academic_year_set_current',
  'academic_year_deleted',
  'class_created',
  'class_updated',
  'class_deleted',
  'section_created',
  'section_updated',
  'section_deleted',
  'students_assigned_to_section',
  'subject_created',
  'subject_updated',
  'subject_deleted',
  'student_created',
  'student_updated',
  'student_deleted',
  'student_promoted',
  'class_promoted',
  'class_graduated',
  'student_archived',
  'student_restored',
  'student_invited',
  'teacher_created',
  'teacher_updated',
  'teacher_deleted',
  'teacher_classes_assigned',
  'teacher_subjects_assigned',
  'teacher_archived',
  'teacher_restored',
  'parent_created',
  'parent_updated',
  'parent_deleted',
  'parent_student_linked',
  'parent_student_unlinked',
  'parent_primary_set',
  'notice_created',
  'notice_updated',
  'notice_deleted',
  'notice_read',
  'platform_seeded',
  'settings_email_tested',
  'login_refused',
  'unique_value_refused',
  'export_limit_reached',
  'export_threshold_passed',
  'session_ended',
  'two_factor_setup_started',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_reset',
  'two_factor_recovery_codes_regenerated',
  'two_factor_recovery_code_used',
  'two_factor_code_refused',
  'user_unlocked',
  'subject_teaching_set',
  'import_uploaded',
  'import_checked',
  'import_completed',
  'import_discarded',
  'attendance_taken',
  'attendance_corrected',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

/**
 * What the activity's security list shows: sign-in failures, values refused because they are
 * taken outside the caller's school (what probing the platform's e-mails or codes looks like),
 * password and account-state changes, and changes to who may do what (roles, permissions, their
 * links). Settings changes are there too: the security settings are one of their groups.
 */
export const SECURITY_EVENTS = [
  'login_failed',
  'login_refused',
  'unique_value_refused',
  'export_limit_reached',
  'export_threshold_passed',
  'password_changed',
  'password_reset_requested',
  'password_reset',
  'student_invited',
  'user_suspended',
  'user_activated',
  'user_approved',
  'session_ended',
  'role_assigned',
  'superadmin_role_granted',
  'superadmin_role_revoked',
  'role_created',
  'role_updated',
  'role_deleted',
  'permission_granted',
  'permission_created',
  'permission_updated',
  'permission_deleted',
  'settings_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_reset',
  'two_factor_recovery_codes_regenerated',
  'two_factor_recovery_code_used',
  'two_factor_code_refused',
] as const;

/** Session, export, test-mail and refusal events: everything else in the trail is a change ("changes" in the summary). */
export const NON_CHANGE_EVENTS = [
  'user_login',
  'user_logout',
  'session_ended',
  'login_failed',
  'login_refused',
  'data_export',
  'settings_email_tested',
  'unique_value_refused',
  'export_limit_reached',
  'export_threshold_passed',
  'two_factor_code_refused',
] as const;

export const auditLogSchema = z.object({
  id: z.number().int(),
  event: z.string(),
  description: z.string(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  /** What the entry recorded (before/after of an update, the deleted record, export filters). */
  properties: z.record(z.string(), z.unknown()).nullable(),
  /** Kept when the user has since been deleted (then `user` is null). */
  user_id: z.number().int().nullable(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }).nullable(),
  school_id: z.number().int().nullable(),
  school: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

/** The filters of the log list and its export. Days are whole days of the platform timezone, both ends included. */
export const auditFiltersSchema = z.object({
  search: searchTerm,
  event: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => (v ? v : undefined)),
  user_id: idOf('user_id').optional(),
  school_id: idOf('school_id').optional(),
  date_from: isoDate('date_from').optional(),
  date_to: isoDate('date_to').optional(),
});
export type AuditFilters = z.output<typeof auditFiltersSchema>;

export const auditLogListQuerySchema = pageQuerySchema.extend(auditFiltersSchema.shape);
export type AuditLogListQuery = z.input<typeof auditLogListQuerySchema>;

export const auditLogListSchema = z.object({
  logs: z.array(auditLogSchema),
  pagination: paginationSchema,
});
export type AuditLogList = z.infer<typeof auditLogListSchema>;

export const AUDIT_ACTIVITY_MAX_DAYS = 90;

/** The window of the activity figures: the last `days` days of the platform timezone, today included. */
export const auditActivityQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(AUDIT_ACTIVITY_MAX_DAYS).default(30),
});
export type AuditActivityQuery = z.input<typeof auditActivityQuerySchema>;

export const eventCountSchema = z.object({ event: z.string(), count: z.number().int() });
export type EventCount = z.infer<typeof eventCountSchema>;

export const auditActivitySchema = z.object({
  days: z.number().int(),
  /** The window's first day and the last (today), in the platform timezone. */
  date_from: z.string(),
  date_to: z.string(),
  summary: z.object({
    total_events: z.number().int(),
    logins: z.number().int(),
    failed_logins: z.number().int(),
    /** Every entry that is not a sign-in, sign-out, failed sign-in or export. */
    changes: z.number().int(),
    exports: z.number().int(),
  }),
  /** One per day (platform timezone) of the window, oldest first. */
  daily_activity: z.array(
    z.object({
      day_name: z.string(),
      date: z.string(),
      /** Distinct users with an entry that day. */
      active_users: z.number().int(),
      /** Users created that day. */
      new_registrations: z.number().int(),
      /** Sign-ins of users with a school (school admins). */
      school_logins: z.number().int(),
    }),
  ),
  user_activity: z.object({ daily_active_users: z.number().int(), new_users: z.number().int() }),
  school_activity: z.object({ new_schools: z.number().int(), active_schools_today: z.number().int() }),
  /** The latest 20 entries of SECURITY_EVENTS in the window, newest first. */
  security_events: z.array(auditLogSchema),
  /** Entries per event in the window, most first. */
  events_by_type: z.array(eventCountSchema),
});
export type AuditActivity = z.infer<typeof auditActivitySchema>;

/** A user's or school's trail over the last `days` days of the platform timezone: its entries, paged, and counts by event. */
export const subjectActivityQuerySchema = pageQuerySchema.extend(auditActivityQuerySchema.shape);
export type SubjectActivityQuery = z.input<typeof subjectActivityQuerySchema>;

const subjectActivity = <T extends z.ZodType>(subject: T) =>
  z.object({
    subject,
    days: z.number().int(),
    total_events: z.number().int(),
    events_by_type: z.array(eventCountSchema),
    logs: z.array(auditLogSchema),
    pagination: paginationSchema,
  });

export const userActivitySchema = subjectActivity(
  z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }),
);
export type UserActivity = z.infer<typeof userActivitySchema>;

export const schoolActivityTrailSchema = subjectActivity(
  z.object({ id: z.number().int(), name: z.string(), code: z.string() }),
);
export type SchoolActivityTrail = z.infer<typeof schoolActivityTrailSchema>;
