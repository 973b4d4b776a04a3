/** A page of the school's activity, as the View All dialog asks for it. */
export interface ActivitiesQuery {
  page: number;
  per_page: number;
}

/** A page of notices as the dashboard's panel asks for it (newest publish date first). */
export interface NoticesQuery {
  page: number;
  per_page: number;
}

/**
 * React Query keys of the dashboard. Invalidating `dashboardKeys.all` refreshes the figures and the
 * activity: every change of a notice is a new audit entry of the school.
 */
export const dashboardKeys = {
  all: ['school', 'dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  activities: (query: ActivitiesQuery) => [...dashboardKeys.all, 'activities', query] as const,
};

export const noticeKeys = {
  all: ['school', 'notices'] as const,
  list: (query: NoticesQuery) => [...noticeKeys.all, 'list', query] as const,
  /** Under the classes' and sections' keys, so a change there refreshes the notice form's choices. */
  classOptions: () => ['school', 'classes', 'options'] as const,
  sectionOptions: (classId: number) => ['school', 'sections', 'options', classId] as const,
};
