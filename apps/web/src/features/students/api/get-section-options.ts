import type { SectionList } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAccess } from '@/lib/use-access';
import { studentKeys } from './keys';
import { i18next } from '@/i18n/i18n';

/** The sections of one class, up to 100: a student's section is one of their class's. */
export async function getSectionOptions(classId: number): Promise<SectionList['sections']> {
  const { data } = await apiRequest<SectionList>(`/school/sections?class_id=${classId}&per_page=100`, {
    fallbackMessage: i18next.t('students:errors.fetch_sections'),
  });
  return data.sections;
}

export const sectionOptionsQueryOptions = (classId: number) =>
  queryOptions({ queryKey: studentKeys.sectionOptions(classId), queryFn: () => getSectionOptions(classId) });

/** Nothing is fetched until a class is chosen. */
/** Loaded for a chosen class, and only for a user who may list sections (sections_view). */
export function useSectionOptions(classId: number | undefined) {
  const allowed = useAccess().can('sections_view');
  return useQuery({ ...sectionOptionsQueryOptions(classId ?? 0), enabled: allowed && classId !== undefined });
}
