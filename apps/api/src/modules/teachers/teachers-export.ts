/** The teachers file's columns: the export writes them, and the import's template is this header. */
export const TEACHER_EXPORT_HEADER = [
  'id',
  'name',
  'email',
  'phone',
  'employee_code',
  'qualification',
  'specialization',
  'date_of_joining',
  'gender',
  'dob',
  'classes',
  'subjects',
  'created_at',
] as const;
