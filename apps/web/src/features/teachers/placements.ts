import type { AssignClassesInput, ClassTeacher, TeacherPlacement } from '@school/contract';

/*
 * The Assign Classes dialog's state: the checked classes, the checked sections (each with its
 * class, so unchecking the class drops them) and the places the teacher leads as class teacher.
 * It starts from the teacher's whole current state and is sent back whole, so a save changes only
 * what the user changed.
 */
export interface AssignState {
  classIds: ReadonlySet<number>;
  /** Section id to class id. */
  sections: ReadonlyMap<number, number>;
  /** placeKey of each place led. */
  leads: ReadonlySet<string>;
}

export const placeKey = (classId: number, sectionId: number | null) => `${classId}:${sectionId ?? ''}`;

export function initialState(placements: readonly TeacherPlacement[]): AssignState {
  return {
    classIds: new Set(placements.map((p) => p.class_id)),
    sections: new Map(placements.flatMap((p) => (p.section_id === null ? [] : [[p.section_id, p.class_id]]))),
    leads: new Set(
      placements.filter((p) => p.is_class_teacher).map((p) => placeKey(p.class_id, p.section_id)),
    ),
  };
}

/** A place: a section of a class, or the whole class (section null). */
export interface Place {
  class_id: number;
  section_id: number | null;
}

/** The places taught: each checked section, or the whole class when none of its sections is. */
export function placesOf(state: AssignState, classOrder: readonly number[]): Place[] {
  return classOrder
    .filter((id) => state.classIds.has(id))
    .flatMap((classId): Place[] => {
      const own = [...state.sections].filter(([, c]) => c === classId).map(([sectionId]) => sectionId);
      return own.length === 0
        ? [{ class_id: classId, section_id: null }]
        : own.map((sectionId) => ({ class_id: classId, section_id: sectionId }));
    });
}

/** The body of the save: only places still taught can be led. */
export function assignInput(state: AssignState, classOrder: readonly number[]): AssignClassesInput {
  const places = placesOf(state, classOrder);
  return {
    class_ids: classOrder.filter((id) => state.classIds.has(id)),
    section_ids: [...state.sections.keys()],
    class_teacher_of: places.filter((p) => state.leads.has(placeKey(p.class_id, p.section_id))),
  };
}

/** Who else leads each place of a class, by placeKey: the dialog shows them instead of a box. */
export function otherLeaders(classId: number, teachers: readonly ClassTeacher[], teacherId: number) {
  const leaders = new Map<string, string>();
  for (const teacher of teachers) {
    if (teacher.id === teacherId) continue;
    for (const p of teacher.placements) {
      if (p.is_class_teacher) leaders.set(placeKey(classId, p.section_id), teacher.name);
    }
  }
  return leaders;
}
