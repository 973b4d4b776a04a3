import { z } from 'zod';
import { paginationSchema, sortableListQuery } from './envelope';
import { idOf, optionalCode, optionalText, requiredText, searchTerm } from './fields';
import { customMessage, lazy, ruleError as m } from './messages';

export const subjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  description: z.string().nullable(),
  /** Teachers assigned to teach it. */
  teachers_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Subject = z.infer<typeof subjectSchema>;

export const subjectInputSchema = z.object({
  name: requiredText('name', 100),
  /** Optional; when given, a code by the same rule as school codes (letters, digits, - and _). */
  code: optionalCode('code', 20),
  description: optionalText('description', 500),
});
export type SubjectInput = z.input<typeof subjectInputSchema>;
export type SubjectValues = z.output<typeof subjectInputSchema>;

export const SUBJECT_SORTS = ['name', 'code', 'created_at'] as const;

export const subjectListQuerySchema = sortableListQuery(SUBJECT_SORTS, 'name').extend({ search: searchTerm });
export type SubjectListQuery = z.input<typeof subjectListQuerySchema>;

export const subjectListSchema = z.object({
  subjects: z.array(subjectSchema),
  pagination: paginationSchema,
});
export type SubjectList = z.infer<typeof subjectListSchema>;

/** A teacher teaching the subject in a class: in one of its sections, or (null) the whole class. */
export const subjectTeacherSchema = z.object({
  teacher_id: z.number().int(),
  teacher_name: z.string(),
  section_id: z.number().int().nullable(),
  section_name: z.string().nullable(),
});
export type SubjectTeacher = z.infer<typeof subjectTeacherSchema>;

/**
 * Where a subject is taught and by whom: the classes that offer it (with or without a teacher yet)
 * and the teachers of each; those assigned it school-wide (without classes) apart.
 */
export const subjectTeachingSchema = z.object({
  classes: z.array(
    z.object({
      class_id: z.number().int(),
      class_name: z.string(),
      teachers: z.array(subjectTeacherSchema),
    }),
  ),
  school_wide_teachers: z.array(z.object({ teacher_id: z.number().int(), teacher_name: z.string() })),
});
export type SubjectTeaching = z.infer<typeof subjectTeachingSchema>;

/**
 * Replaces the classes that offer the subject and its teachers in them (the school-wide teachers
 * stay as they are): each section must be of its class, every id the school's.
 */
export const subjectTeachingInputSchema = z.object({
  classes: z
    .array(
      z.object({
        class_id: idOf('class_id'),
        teachers: z
          .array(
            z.object({
              teacher_id: idOf('teacher_id'),
              section_id: idOf('section_id')
                .nullish()
                .transform((v) => v ?? null),
            }),
            m('list', 'teachers'),
          )
          .max(
            100,
            lazy(() => customMessage('class_teachers_max', { max: 100 })),
          )
          .default([]),
      }),
      m('list', 'classes'),
    )
    .max(
      100,
      lazy(() => customMessage('choose_classes_max', { max: 100 })),
    ),
});
export type SubjectTeachingInput = z.input<typeof subjectTeachingInputSchema>;
export type SubjectTeachingValues = z.output<typeof subjectTeachingInputSchema>;
