import type { SubjectTeaching, SubjectTeachingInput } from '@school/contract';

/*
 * The state of a subject's classes-and-teachers dialog: each linked class with its teachers (a
 * section, or null: the whole class). It starts from the subject's whole current teaching and is
 * sent back whole, so saving without a change changes nothing.
 */
export type Links = SubjectTeaching['classes'];
type Teacher = Links[number]['teachers'][number];

export const initialLinks = (teaching: SubjectTeaching): Links => teaching.classes;

/** Links a class (with no teacher yet) or unlinks it with its teachers there. */
export function toggleClass(links: Links, schoolClass: { id: number; name: string }): Links {
  return links.some((l) => l.class_id === schoolClass.id)
    ? links.filter((l) => l.class_id !== schoolClass.id)
    : [...links, { class_id: schoolClass.id, class_name: schoolClass.name, teachers: [] }];
}

const same = (a: Pick<Teacher, 'teacher_id' | 'section_id'>, b: Pick<Teacher, 'teacher_id' | 'section_id'>) =>
  a.teacher_id === b.teacher_id && a.section_id === b.section_id;

/** Adds a teacher to a class (once per place). */
export function addTeacher(links: Links, classId: number, teacher: Teacher): Links {
  return links.map((l) =>
    l.class_id !== classId || l.teachers.some((t) => same(t, teacher))
      ? l
      : { ...l, teachers: [...l.teachers, teacher] },
  );
}

export function removeTeacher(
  links: Links,
  classId: number,
  teacher: Pick<Teacher, 'teacher_id' | 'section_id'>,
): Links {
  return links.map((l) =>
    l.class_id === classId ? { ...l, teachers: l.teachers.filter((t) => !same(t, teacher)) } : l,
  );
}

export function teachingInput(links: Links): SubjectTeachingInput {
  return {
    classes: links.map((l) => ({
      class_id: l.class_id,
      teachers: l.teachers.map(({ teacher_id, section_id }) => ({ teacher_id, section_id })),
    })),
  };
}
