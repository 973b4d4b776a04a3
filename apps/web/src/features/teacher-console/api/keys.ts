/**
 * React Query keys of the teacher console. Saving a register invalidates `teacherKeys.all`: the
 * dashboard's taken / not taken and the register itself both change.
 */
export const teacherKeys = {
  all: ['teacher'] as const,
  dashboard: () => [...teacherKeys.all, 'dashboard'] as const,
  sections: () => [...teacherKeys.all, 'sections'] as const,
  pupils: (sectionId: number) => [...teacherKeys.all, 'sections', sectionId, 'students'] as const,
  register: (sectionId: number, date: string) =>
    [...teacherKeys.all, 'sections', sectionId, 'attendance', date] as const,
};
