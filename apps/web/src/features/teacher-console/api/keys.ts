/**
 * React Query keys of the teacher console. Saving a register puts the answer in the register's
 * cache and invalidates the dashboard, whose taken / not taken it changes.
 */
export const teacherKeys = {
  all: ['teacher'] as const,
  dashboard: () => [...teacherKeys.all, 'dashboard'] as const,
  sections: () => [...teacherKeys.all, 'sections'] as const,
  pupils: (sectionId: number) => [...teacherKeys.all, 'sections', sectionId, 'students'] as const,
  register: (sectionId: number, date: string) =>
    [...teacherKeys.all, 'sections', sectionId, 'attendance', date] as const,
};
