import type { SectionList } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { useAccess } from '@/lib/use-access';
import { noticeKeys } from './keys';

/** The sections of one class, by name (a class has a handful). */
export async function getSectionOptions(classId: number): Promise<SectionList['sections']> {
  const { data } = await apiRequest<SectionList>(`/school/sections?class_id=${classId}&page=1&per_page=100`, {
    fallbackMessage: i18next.t('school-dashboard:notice_form.sections_failed'),
  });
  return data.sections;
}

export const sectionOptionsQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: noticeKeys.sectionOptions(classId),
    queryFn: () => getSectionOptions(classId),
  });

/** Loaded once a class is chosen, for a user who may list sections (sections_view). */
export function useSectionOptions(classId: number | undefined) {
  const can = useAccess().can('sections_view');
  return useQuery({
    ...sectionOptionsQueryOptions(classId ?? 0),
    enabled: can && classId !== undefined,
  });
}
