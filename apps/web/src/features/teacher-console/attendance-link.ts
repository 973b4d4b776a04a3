import { TEACHER_AREA } from '@/lib/console-areas';

/** The attendance page opened on a section and date (the dashboard's "Take attendance"). */
export const attendanceHref = (sectionId: number, date: string): string =>
  `${TEACHER_AREA.basePath}/attendance?${new URLSearchParams({ section: String(sectionId), date })}`;
