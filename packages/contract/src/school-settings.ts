import { z } from 'zod';
import { customMessage, lazy, ruleError as m } from './messages';
import { booleanField, isoDate, optionalText, requiredEmail, requiredText } from './fields';
import type { FieldName } from './labels';
import { isPhone } from './phone';
import { schoolProfileInputSchema } from './school-profile';
import { schoolInputSchema } from './schools';

/*
 * The school administrator's settings (spec 02 sections 2, 3, 5 and 9), one document per section
 * under /api/school/settings/{section}. School Information is the school's own row, so that the
 * profile, the superadmin's screens and these settings never disagree; the other sections are
 * stored per school. A PUT replaces its whole section.
 */

export const SCHOOL_SETTINGS_SECTIONS = ['information', 'academic', 'notifications', 'fees'] as const;
export type SchoolSettingsSection = (typeof SCHOOL_SETTINGS_SECTIONS)[number];

/**
 * The section's English name (spec 02 section 8), for audit entries and the API docs; the success
 * message is `settingsSavedMessage`, in the caller's language.
 */
export const SCHOOL_SETTINGS_SECTION_NAMES: Record<SchoolSettingsSection, string> = {
  information: 'School Information',
  academic: 'Academic',
  notifications: 'Notification',
  fees: 'Fee Management',
};

/** "{section} settings saved successfully!" in the caller's language, written when asked. */
export const settingsSavedMessage = (section: SchoolSettingsSection) =>
  customMessage(`school_settings_saved_${section}`);

// ---- School Information -------------------------------------------------------------------

/** The boards the settings card offers (spec 02 section 9); the profile's others are accepted too. */
export const SETTINGS_BOARDS = ['CBSE', 'ICSE', 'State Board', 'IB'] as const;

export const schoolInformationSchema = z.object({
  name: z.string(),
  code: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  /** The school's first address line. */
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string(),
  board: z.string(),
  affiliation_number: z.string().nullable(),
  establishment_year: z.number().int().nullable(),
});
export type SchoolInformation = z.infer<typeof schoolInformationSchema>;

/**
 * The rules of the school's row where the superadmin and the profile already have them (code in
 * capitals, boards, country India by default, website, year); spec 02 section 5 adds the required
 * e-mail, phone, address, city and state.
 */
export const schoolInformationInputSchema = z.object({
  name: schoolInputSchema.shape.name,
  code: schoolInputSchema.shape.code,
  email: requiredEmail(),
  // Blank is only "required", not also a bad number.
  phone: requiredText('phone').pipe(z.string().refine(isPhone, m('phone', 'phone'))),
  website: schoolProfileInputSchema.shape.website,
  address: requiredText('address'),
  city: requiredText('city', 100),
  state: requiredText('state', 100),
  postal_code: schoolInputSchema.shape.postal_code,
  country: schoolInputSchema.shape.country,
  board: schoolInputSchema.shape.board,
  affiliation_number: schoolProfileInputSchema.shape.affiliation_number,
  establishment_year: schoolProfileInputSchema.shape.establishment_year,
});
export type SchoolInformationInput = z.input<typeof schoolInformationInputSchema>;
export type SchoolInformationValues = z.output<typeof schoolInformationInputSchema>;

// ---- Academic -----------------------------------------------------------------------------

export const WEEK_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const GRADING_SYSTEMS = ['CGPA', 'Percentage', 'Letter Grade'] as const;
export const MAX_MARKS = { min: 1, max: 1000 } as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const timeOfDay = (field: FieldName) => z.string(m('required', field)).regex(HH_MM, m('time_format', field));

/** A start and an end time of the day; times in HH:MM compare as text. */
const period = (field: FieldName) =>
  z
    .object({ start: timeOfDay('start'), end: timeOfDay('end') }, m('required', field))
    .refine((p) => !HH_MM.test(p.start) || !HH_MM.test(p.end) || p.end > p.start, {
      path: ['end'],
      ...m('time_order', field),
    });

const periodSchema = z.object({ start: z.string(), end: z.string() });

export const academicSettingsSchema = z.object({
  /** The name the school gives its year, e.g. 2024-25; prefills a new academic year. */
  academic_year: z.string().nullable(),
  session_start: z.string().nullable(),
  session_end: z.string().nullable(),
  working_days: z.array(z.enum(WEEK_DAYS)),
  school_timing: periodSchema,
  break_time: periodSchema,
  grading_system: z.enum(GRADING_SYSTEMS),
  max_marks: z.number().int(),
  /**
   * How many days after a school day its teachers may still correct its attendance: 0 until the
   * end of that day. Afterwards only the school administrator can.
   */
  attendance_correction_days: z.number().int(),
});
export type AcademicSettings = z.infer<typeof academicSettingsSchema>;

const optionalDate = (field: FieldName) =>
  isoDate(field)
    .nullish()
    .transform((v) => v ?? null);

const maxMarksMessage = m('whole_number_range', 'max_marks', MAX_MARKS);

/** Days after a school day its teachers may still correct its attendance (0: that day only). */
export const CORRECTION_DAYS = { min: 0, max: 30 } as const;
const correctionDaysMessage = m('whole_number_range', 'attendance_correction_days', CORRECTION_DAYS);

export const academicSettingsInputSchema = z
  .object({
    academic_year: optionalText('academic_year', 50),
    session_start: optionalDate('session_start'),
    session_end: optionalDate('session_end'),
    working_days: z
      .array(
        z.enum(
          WEEK_DAYS,
          lazy(() => customMessage('working_day_one_of', { values: WEEK_DAYS.join(', ') })),
        ),
        {
          ...m('list', 'working_days'),
        },
      )
      .min(
        1,
        lazy(() => customMessage('working_days_min')),
      )
      .refine((days) => new Set(days).size === days.length, m('no_repeats', 'working_days')),
    school_timing: period('school_timing'),
    break_time: period('break_time'),
    grading_system: z.enum(GRADING_SYSTEMS, {
      ...m('one_of', 'grading_system', { values: GRADING_SYSTEMS.join(', ') }),
    }),
    max_marks: z
      .number(maxMarksMessage)
      .int(maxMarksMessage)
      .min(MAX_MARKS.min, maxMarksMessage)
      .max(MAX_MARKS.max, maxMarksMessage),
    attendance_correction_days: z
      .number(correctionDaysMessage)
      .int(correctionDaysMessage)
      .min(CORRECTION_DAYS.min, correctionDaysMessage)
      .max(CORRECTION_DAYS.max, correctionDaysMessage),
  })
  // ISO dates compare as text.
  .refine((s) => !s.session_start || !s.session_end || s.session_end > s.session_start, {
    path: ['session_end'],
    ...m('date_after', 'session_end', { other: 'session_start' }),
  })
  .refine(
    ({ school_timing: day, break_time: pause }) =>
      // Only once both periods are sound: a broken one has its own message.
      ![day.start, day.end, pause.start, pause.end].every((t) => HH_MM.test(t)) ||
      day.end <= day.start ||
      pause.end <= pause.start ||
      (pause.start >= day.start && pause.end <= day.end),
    { path: ['break_time', 'start'], ...m('within', 'break_time', { other: 'school_timing' }) },
  );
export type AcademicSettingsInput = z.input<typeof academicSettingsInputSchema>;

export const ACADEMIC_SETTINGS_DEFAULTS: AcademicSettings = {
  academic_year: null,
  session_start: null,
  session_end: null,
  working_days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
  school_timing: { start: '08:00', end: '14:30' },
  break_time: { start: '11:00', end: '11:30' },
  grading_system: 'Percentage',
  max_marks: 100,
  attendance_correction_days: 0,
};

// ---- Notifications ------------------------------------------------------------------------

export const NOTIFICATION_FLAGS = [
  'sms_notifications',
  'email_notifications',
  'parent_notifications',
  'teacher_notifications',
  'admin_notifications',
  'fee_reminders',
  'attendance_alerts',
  'exam_reminders',
] as const;
export type NotificationFlag = (typeof NOTIFICATION_FLAGS)[number];

const flag = booleanField;

/**
 * Minutes between a register marking a student absent and the e-mail to their parents: a mistake
 * corrected within them sends nothing. At most four hours, so the news still comes that day.
 */
export const ATTENDANCE_ALERT_DELAY = { min: 0, max: 240 } as const;
const alertDelayMessage = m('whole_number_range', 'attendance_alert_delay', ATTENDANCE_ALERT_DELAY);

export const notificationSettingsSchema = z.object({
  ...(Object.fromEntries(NOTIFICATION_FLAGS.map((f) => [f, z.boolean()])) as Record<
    NotificationFlag,
    z.ZodBoolean
  >),
  attendance_alert_delay: z.number().int(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsInputSchema = z.object({
  ...(Object.fromEntries(NOTIFICATION_FLAGS.map((f) => [f, flag(f)])) as Record<
    NotificationFlag,
    z.ZodBoolean
  >),
  attendance_alert_delay: z
    .number(alertDelayMessage)
    .int(alertDelayMessage)
    .min(ATTENDANCE_ALERT_DELAY.min, alertDelayMessage)
    .max(ATTENDANCE_ALERT_DELAY.max, alertDelayMessage),
});
export type NotificationSettingsInput = z.input<typeof notificationSettingsInputSchema>;

/** SMS costs money per message: off until the school turns it on. */
export const NOTIFICATION_SETTINGS_DEFAULTS: NotificationSettings = {
  sms_notifications: false,
  email_notifications: true,
  parent_notifications: true,
  teacher_notifications: true,
  admin_notifications: true,
  fee_reminders: true,
  attendance_alerts: true,
  exam_reminders: true,
  attendance_alert_delay: 15,
};

// ---- Fees ---------------------------------------------------------------------------------

export const PAYMENT_METHODS = ['online', 'cash', 'cheque', 'bank_transfer', 'upi', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const FEE_DUE_DAY = { min: 1, max: 31 } as const;
export const MAX_GRACE_DAYS = 365;
/** A late fee above this is a typing slip, not a fee. */
export const MAX_LATE_FEE = 1_000_000;

export const feeSettingsSchema = z.object({
  late_fee_amount: z.number(),
  late_fee_grace_days: z.number().int(),
  fee_due_date: z.number().int(),
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  discount_applicable: z.boolean(),
  scholarship_program: z.boolean(),
});
export type FeeSettings = z.infer<typeof feeSettingsSchema>;

const lateFeeMessage = m('number_range', 'late_fee_amount', { min: 0, max: MAX_LATE_FEE });
const graceMessage = m('whole_number_range', 'late_fee_grace_days', { min: 0, max: MAX_GRACE_DAYS });
const dueDayMessage = m('whole_number_range', 'fee_due_date', FEE_DUE_DAY);

export const feeSettingsInputSchema = z.object({
  late_fee_amount: z
    .number(lateFeeMessage)
    .min(0, lateFeeMessage)
    .max(MAX_LATE_FEE, lateFeeMessage)
    // Money in paise at most: 12.345 is a slip.
    .refine(
      (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
      m('decimals', 'late_fee_amount', { max: 2 }),
    ),
  late_fee_grace_days: z
    .number(graceMessage)
    .int(graceMessage)
    .min(0, graceMessage)
    .max(MAX_GRACE_DAYS, graceMessage),
  fee_due_date: z
    .number(dueDayMessage)
    .int(dueDayMessage)
    .min(FEE_DUE_DAY.min, dueDayMessage)
    .max(FEE_DUE_DAY.max, dueDayMessage),
  payment_methods: z
    .array(
      z.enum(PAYMENT_METHODS, {
        ...lazy(() => customMessage('payment_method_one_of', { values: PAYMENT_METHODS.join(', ') })),
      }),
      m('list', 'payment_methods'),
    )
    .min(
      1,
      lazy(() => customMessage('payment_methods_min')),
    )
    .refine((list) => new Set(list).size === list.length, m('no_repeats', 'payment_methods')),
  discount_applicable: flag('discount_applicable'),
  scholarship_program: flag('scholarship_program'),
});
export type FeeSettingsInput = z.input<typeof feeSettingsInputSchema>;

/** Spec 02 section 9. */
export const FEE_SETTINGS_DEFAULTS: FeeSettings = {
  late_fee_amount: 100,
  late_fee_grace_days: 10,
  fee_due_date: 10,
  payment_methods: ['online', 'cash', 'cheque'],
  discount_applicable: false,
  scholarship_program: false,
};

// ---- All sections -------------------------------------------------------------------------

/** What each section holds (GET and the answer to PUT) and what its PUT accepts. */
export const SCHOOL_SETTINGS_SCHEMAS = {
  information: { value: schoolInformationSchema, input: schoolInformationInputSchema },
  academic: { value: academicSettingsSchema, input: academicSettingsInputSchema },
  notifications: { value: notificationSettingsSchema, input: notificationSettingsInputSchema },
  fees: { value: feeSettingsSchema, input: feeSettingsInputSchema },
} as const;

export type SchoolSettingsValue = {
  [S in SchoolSettingsSection]: z.output<(typeof SCHOOL_SETTINGS_SCHEMAS)[S]['value']>;
};
export type SchoolSettingsInputValues = {
  [S in SchoolSettingsSection]: z.output<(typeof SCHOOL_SETTINGS_SCHEMAS)[S]['input']>;
};

export const schoolSettingsSchema = z.object({
  information: schoolInformationSchema,
  academic: academicSettingsSchema,
  notifications: notificationSettingsSchema,
  fees: feeSettingsSchema,
});
export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;
