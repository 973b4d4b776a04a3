import type { Language } from '@school/contract';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/*
 * Table types for Kysely. Timestamps are ISO 8601 UTC strings and dates YYYY-MM-DD strings in both
 * engines, so SQLite and PostgreSQL return the same values and compare them the same way.
 * Booleans are native in PostgreSQL and 0/1 in SQLite: read them through Boolean().
 */

export interface UsersTable {
  id: Generated<number>;
  name: string;
  /** Null for a student enrolled without one (migration 2026_11_29_0300): no sign-in by e-mail. */
  email: string | null;
  phone: string | null;
  /** Null until the account is invited and its password set: it cannot sign in. */
  password_hash: string | null;
  status: 'active' | 'inactive' | 'suspended';
  profile_picture: string | null;
  last_login_at: string | null;
  email_verified_at: string | null;
  /** The user's own language (migration 2026_12_01_0100); null follows the platform's default. */
  language: ColumnType<Language | null, Language | null | undefined, Language | null>;
  /** A parent's absence e-mails, on unless they turned them off in Profile (migration 2026_12_02_0200). */
  absence_emails: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: string;
  updated_at: string;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  display_name: string | null;
  description: string | null;
  created_at: string;
  updated_at: string;
}

export interface PermissionsTable {
  id: Generated<number>;
  name: string;
  display_name: string | null;
  description: string | null;
  created_at: string;
  updated_at: string;
}

export interface RoleUserTable {
  role_id: number;
  user_id: number;
  created_at: string;
}

export interface PermissionRoleTable {
  permission_id: number;
  role_id: number;
  created_at: string;
}

export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  ip_address: string | null;
  user_agent: string | null;
  last_used_at: string;
  created_at: string;
}

/**
 * The browsers an account has signed in from (browser and system names, no versions): a sign-in
 * from one not listed sends the user a mail (modules/sessions/known-browsers.ts).
 */
export interface UserBrowsersTable {
  id: Generated<number>;
  user_id: number;
  browser_key: string;
  first_seen_at: string;
  last_seen_at: string;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  email: string;
  ip_address: string;
  created_at: string;
}

export interface SchoolsTable {
  id: Generated<number>;
  name: string;
  code: string;
  board: string;
  email: string | null;
  phone: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  country: string;
  postal_code: string | null;
  website: string | null;
  establishment_year: number | null;
  affiliation_number: string | null;
  logo_path: string | null;
  active: boolean | number;
  created_at: string;
  updated_at: string;
}

export interface SchoolAdminsTable {
  id: Generated<number>;
  school_id: number;
  user_id: number;
  designation: string;
  joining_date: string;
  created_at: string;
  updated_at: string;
}

export interface AuditLogsTable {
  id: Generated<number>;
  event: string;
  description: string;
  user_id: number | null;
  school_id: number | null;
  ip_address: string | null;
  user_agent: string | null;
  /** JSON text */
  properties: string | null;
  created_at: string;
}

export interface PlatformSettingsTable {
  group: string;
  /** JSON text */
  value: string;
  updated_at: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  status: 'pending' | 'sent' | 'logged' | 'failed';
  error: string | null;
  created_at: string;
  sent_at: string | null;
  /** Deliveries started (migration 2026_12_02_0200). */
  attempts: ColumnType<number, number | undefined, number>;
  /**
   * Pending or failed: when the sweep may next take it; set when a delivery is claimed, so that no
   * other sweep takes it meanwhile. Null for a failed mail that has used up its attempts.
   */
  next_attempt_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface StudentsTable {
  id: Generated<number>;
  school_id: number;
  user_id: number;
  admission_no: string;
  roll_no: string | null;
  dob: string | null;
  gender: 'male' | 'female' | 'other';
  blood_group: string | null;
  admission_date: string | null;
  status: 'active' | 'inactive' | 'alumni' | 'transferred';
  /** Set while archived: kept with its history, out of the lists, counts and sign-in. */
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface TeachersTable {
  id: Generated<number>;
  school_id: number;
  user_id: number;
  employee_code: string | null;
  qualification: string | null;
  specialization: string | null;
  date_of_joining: string | null;
  gender: string | null;
  dob: string | null;
  /** Set while archived: kept with its assignments, out of the lists, counts and sign-in. */
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  school: string | null;
  phone: string | null;
  subject: string;
  message: string;
  ip_address: string | null;
  user_agent: string | null;
  /** Null while the message is open. */
  handled_at: string | null;
  handled_by: number | null;
  created_at: string;
  updated_at: string;
}

/** One change to a maintained count: the count is the sum of its rows (lib/row-counts.ts). */
export interface RowCountsTable {
  id: Generated<number>;
  name: string;
  delta: number;
}

/** Counters that API nodes compare with what they cached (see modules/access/access-cache.ts). */
export interface CacheVersionsTable {
  name: string;
  version: number;
}

export interface AcademicYearsTable {
  id: Generated<number>;
  school_id: number;
  name: string;
  start_date: string;
  end_date: string;
  /** At most one per school (a partial unique index). */
  is_current: boolean;
  created_at: string;
  updated_at: string;
}

export interface ClassesTable {
  id: Generated<number>;
  school_id: number;
  name: string;
  grade_level: number | null;
  created_at: string;
  updated_at: string;
}

export interface SectionsTable {
  id: Generated<number>;
  school_id: number;
  class_id: number;
  name: string;
  /** Null: no limit. */
  capacity: number | null;
  created_at: string;
  updated_at: string;
}

export interface SubjectsTable {
  id: Generated<number>;
  school_id: number;
  name: string;
  code: string | null;
  description: string | null;
  created_at: string;
  updated_at: string;
}

/** A student in a year's class (and section); one per student and year, kept as history. */
export interface EnrollmentsTable {
  id: Generated<number>;
  school_id: number;
  student_id: number;
  academic_year_id: number;
  class_id: number;
  section_id: number | null;
  roll_no: string | null;
  created_at: string;
  updated_at: string;
}

export interface TeacherClassesTable {
  id: Generated<number>;
  school_id: number;
  teacher_id: number;
  class_id: number;
  section_id: number | null;
  is_class_teacher: boolean;
  created_at: string;
  updated_at: string;
}

export interface TeacherSubjectsTable {
  id: Generated<number>;
  school_id: number;
  teacher_id: number;
  subject_id: number;
  class_id: number | null;
  section_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface ClassSubjectsTable {
  id: Generated<number>;
  school_id: number;
  class_id: number;
  subject_id: number;
  created_at: string;
  updated_at: string;
}

export interface ParentsTable {
  id: Generated<number>;
  school_id: number;
  user_id: number;
  relationship_type: 'father' | 'mother' | 'guardian' | 'other';
  occupation: string | null;
  address_same_as_student: boolean;
  alt_phone: string | null;
  created_at: string;
  updated_at: string;
}

export interface ParentStudentTable {
  id: Generated<number>;
  school_id: number;
  parent_id: number;
  student_id: number;
  is_primary: boolean;
  created_at: string;
  updated_at: string;
}

/** A file under the storage folder shown in the school's gallery. */
export interface SchoolGalleryImagesTable {
  id: Generated<number>;
  school_id: number;
  /** Relative to the storage folder, a generated name. */
  path: string;
  /** The uploaded file's own name, as its caption. */
  name: string;
  size: number;
  created_at: string;
}

/** A notice the school administrator posts on the dashboard. */
export interface NoticesTable {
  id: Generated<number>;
  school_id: number;
  title: string;
  body: string;
  publish_date: string;
  /** Who it is for: everyone, parents, teachers or students (contract NOTICE_AUDIENCES). */
  audience: Generated<'everyone' | 'parents' | 'teachers' | 'students'>;
  /** The one class it is addressed to (and a section of it); null: the whole school. */
  class_id: number | null;
  section_id: number | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A notice a user has opened in their portal; the others show as unread. */
export interface NoticeReadsTable {
  notice_id: number;
  user_id: number;
  read_at: string;
}

/** One settings section of a school (information, academic, notifications, fees), as JSON. */
export interface SchoolSettingsTable {
  school_id: number;
  section: string;
  value: string;
  updated_at: string;
}

/** One section's attendance on one school day, with its counts (docs/decisions.md, "Attendance"). */
export interface AttendanceRegistersTable {
  id: Generated<number>;
  school_id: number;
  section_id: number;
  class_id: number;
  academic_year_id: number;
  date: string;
  enrolled: number;
  present: number;
  absent: number;
  late: number;
  excused: number;
  taken_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/**
 * A school's registers of one day summed, kept by triggers on attendance_registers (migration
 * 2026_12_02_0300): what the dashboard and the school's rates read.
 */
/**
 * A maintained figure (migration 2026_12_10_0300): a count per figure, platform timezone, day of
 * that zone and item, '' where a figure has no zone, day or item.
 */
export interface FigureCountsTable {
  figure: string;
  zone: string;
  day: string;
  item: string;
  n: number;
}

/** A school's live students and teachers, kept by triggers (migration 2026_12_10_1000). */
export interface SchoolSizesTable {
  school_id: number;
  students: number;
  teachers: number;
}

/** Who a day of a figure of distinct people has counted already. */
export interface FigureMembersTable {
  figure: string;
  zone: string;
  day: string;
  member: number;
}

export interface AttendanceSchoolDaysTable {
  school_id: number;
  academic_year_id: number;
  date: string;
  registers: number;
  enrolled: number;
  present: number;
  absent: number;
  late: number;
  excused: number;
}

/**
 * One student's marks per section, class and academic year of the registers they are on
 * (migration 2026_12_10_0100), kept by triggers on attendance_marks: a year's report reads these
 * instead of the year's marks. Only a student with a mark that was not "present" has a row.
 */
export interface AttendanceStudentCountsTable {
  school_id: number;
  student_id: number;
  section_id: number;
  class_id: number;
  academic_year_id: number;
  absent: number;
  late: number;
  excused: number;
}

/** A student who was not simply present that day, or has a note: present students have no row. */
export interface AttendanceMarksTable {
  id: Generated<number>;
  school_id: number;
  register_id: number;
  student_id: number;
  date: string;
  status: 'present' | 'absent' | 'late' | 'excused';
  note: string | null;
}

/** An absent student's parent to tell of that day, once its delay has passed (migration 2026_12_02_0200). */
export interface AbsenceAlertsTable {
  id: Generated<number>;
  school_id: number;
  student_id: number;
  parent_user_id: number;
  date: string;
  send_after: string;
  /** When the sweep wrote its mail; null until then. */
  queued_at: string | null;
  mail_id: number | null;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_user: RoleUserTable;
  permission_role: PermissionRoleTable;
  access_tokens: AccessTokensTable;
  user_browsers: UserBrowsersTable;
  password_resets: PasswordResetsTable;
  login_attempts: LoginAttemptsTable;
  schools: SchoolsTable;
  school_admins: SchoolAdminsTable;
  audit_logs: AuditLogsTable;
  platform_settings: PlatformSettingsTable;
  mail_outbox: MailOutboxTable;
  students: StudentsTable;
  academic_years: AcademicYearsTable;
  classes: ClassesTable;
  sections: SectionsTable;
  subjects: SubjectsTable;
  enrollments: EnrollmentsTable;
  teacher_classes: TeacherClassesTable;
  teacher_subjects: TeacherSubjectsTable;
  class_subjects: ClassSubjectsTable;
  parents: ParentsTable;
  parent_student: ParentStudentTable;
  school_gallery_images: SchoolGalleryImagesTable;
  notices: NoticesTable;
  notice_reads: NoticeReadsTable;
  school_settings: SchoolSettingsTable;
  teachers: TeachersTable;
  contact_messages: ContactMessagesTable;
  cache_versions: CacheVersionsTable;
  row_counts: RowCountsTable;
  attendance_registers: AttendanceRegistersTable;
  attendance_marks: AttendanceMarksTable;
  attendance_school_days: AttendanceSchoolDaysTable;
  attendance_student_counts: AttendanceStudentCountsTable;
  figure_counts: FigureCountsTable;
  school_sizes: SchoolSizesTable;
  figure_members: FigureMembersTable;
  absence_alerts: AbsenceAlertsTable;
  imports: ImportsTable;
  data_exports: DataExportsTable;
  second_factors: SecondFactorsTable;
  recovery_codes: RecoveryCodesTable;
  sign_in_tickets: SignInTicketsTable;
}

/** One CSV export and the rows it sent (migration 2026_12_05_0500): the export limits' ledger. */
export interface DataExportsTable {
  id: Generated<number>;
  user_id: number;
  resource: string;
  rows: number;
  /** This export took its account past the day's notice threshold: the superadmins were told. */
  noticed: boolean;
  created_at: string;
}

/** A school's import from a spreadsheet (migration 2026_12_04_0100); JSON columns as text. */
export interface ImportsTable {
  id: Generated<number>;
  school_id: number;
  kind: 'students' | 'teachers';
  status: 'uploaded' | 'checked' | 'importing' | 'done' | 'failed';
  file_name: string;
  /** The whole file, decoded to text. */
  content: string;
  delimiter: string;
  headers: string;
  columns: string;
  rows: number;
  summary: string | null;
  errors: string;
  result: string | null;
  failure: string | null;
  running_until: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A user's second factor (migration 2026_12_05_0700): enabled once `enabled_at` is set. */
export interface SecondFactorsTable {
  user_id: number;
  /** The confirmed TOTP secret, base32. */
  secret: string | null;
  enabled_at: string | null;
  /** The TOTP time step of the last code accepted: that step and earlier ones are refused. */
  last_step: number | null;
  /** The secret of a set-up begun in Profile, until a code from it confirms it. */
  pending_secret: string | null;
  pending_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One recovery code of a user: its SHA-256 only, used once. */
export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** The password step's ticket for a second step (a code, or setting a second factor up). */
export interface SignInTicketsTable {
  id: Generated<number>;
  user_id: number;
  ticket_hash: string;
  purpose: 'code' | 'setup';
  /** The e-mail or sign-in name the password step was given: failures count against it. */
  login_key: string;
  /** False for the ticket a wrong password gets on an account with a second factor. */
  password_ok: ColumnType<boolean, boolean, boolean>;
  /** That wrong password's failure was counted at the password step; the code step counts it not again. */
  failure_counted: ColumnType<boolean, boolean, boolean>;
  /** A `setup` ticket's new secret, until a code from it confirms it. */
  pending_secret: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SchoolRow = Selectable<SchoolsTable>;
export type RoleRow = Selectable<RolesTable>;
export type PermissionRow = Selectable<PermissionsTable>;
export type AuditLogRow = Selectable<AuditLogsTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type AcademicYearRow = Selectable<AcademicYearsTable>;
export type ClassRow = Selectable<ClassesTable>;
export type SectionRow = Selectable<SectionsTable>;
export type SubjectRow = Selectable<SubjectsTable>;
export type StudentRow = Selectable<StudentsTable>;
export type TeacherRow = Selectable<TeachersTable>;
export type ParentRow = Selectable<ParentsTable>;
