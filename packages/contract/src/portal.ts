import { z } from 'zod';
import { paginationSchema, pageQuerySchema } from './envelope';
import { ATTENDANCE_STATUSES, attendanceCountsSchema, studentAttendanceSchema } from './attendance';

/*
 * The parents' and students' portals (/api/parent, /api/student): what a parent reads about their
 * own children and a student about themselves. Any other student's id is 404, as if it did not
 * exist (docs/decisions.md, "Portals").
 */

/** A child on the parent's switcher, or the student themselves. */
export const portalChildSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo_url: z.string().nullable(),
  admission_no: z.string(),
  school: z.object({ id: z.number().int(), name: z.string() }),
  /** This year's class and section; null when not enrolled this year. */
  class: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  section: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  roll_no: z.string().nullable(),
});
export type PortalChild = z.infer<typeof portalChildSchema>;

/**
 * Today at school: the mark of today's register of their section, `not_taken` while it is not
 * taken yet, `no_school` on a day that is not a working day (or outside the year).
 */
export const PORTAL_TODAY_STATES = [...ATTENDANCE_STATUSES, 'not_taken', 'no_school'] as const;
export const portalTodaySchema = z.object({
  /** Today in the platform's timezone. */
  date: z.string(),
  state: z.enum(PORTAL_TODAY_STATES),
  /** The teacher's note on today's mark, if any. */
  note: z.string().nullable(),
});
export type PortalToday = z.infer<typeof portalTodaySchema>;

/** A notice as a parent or student reads it: unread until they open it. */
export const portalNoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  publish_date: z.string(),
  /** Set when addressed to one class (or a section of it): "For Grade 5". */
  class_name: z.string().nullable(),
  section_name: z.string().nullable(),
  read: z.boolean(),
});
export type PortalNotice = z.infer<typeof portalNoticeSchema>;

/** How many notices the home page shows; the rest are on the notices list. */
export const PORTAL_HOME_NOTICES = 5;

/** The main page of a child (or of the student): everything it shows, in one answer. */
export const portalHomeSchema = z.object({
  child: portalChildSchema,
  today: portalTodaySchema,
  /** This academic year so far. */
  attendance: attendanceCountsSchema,
  notices: z.array(portalNoticeSchema),
  unread_notices: z.number().int(),
});
export type PortalHome = z.infer<typeof portalHomeSchema>;

/** The parent's main page: their children for the switcher, and the chosen child's home. */
export const parentHomeSchema = portalHomeSchema.extend({
  children: z.array(portalChildSchema),
});
export type ParentHome = z.infer<typeof parentHomeSchema>;

/** `?student_id=`: the child to show; missing, the first of the parent's children. */
export const parentHomeQuerySchema = z.object({
  student_id: z.coerce.number().int().positive().optional(),
});

/** The child's (or student's) year: rate, calendar days with marks and notes. */
export const portalAttendanceSchema = studentAttendanceSchema;
export type PortalAttendance = z.infer<typeof portalAttendanceSchema>;

/** A teacher who teaches the child: their subjects there, and whether they are the class teacher. */
export const portalTeacherSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  is_class_teacher: z.boolean(),
  subjects: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type PortalTeacher = z.infer<typeof portalTeacherSchema>;
export const portalTeacherListSchema = z.object({ teachers: z.array(portalTeacherSchema) });

export const portalNoticeQuerySchema = pageQuerySchema;
export const portalNoticeListSchema = z.object({
  notices: z.array(portalNoticeSchema),
  pagination: paginationSchema,
});
export type PortalNoticeList = z.infer<typeof portalNoticeListSchema>;
