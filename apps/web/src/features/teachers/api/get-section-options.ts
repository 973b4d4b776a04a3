import type { SectionList } from '@school/contract';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { useAccess } from '@/lib/use-access';
import { teacherKeys } from './keys';

/** The sections of one class, up to 100 (spec 02 section 7). */
export async function getSectionOptions(classId: number): Promise<SectionList['sections']> {
  const { data } = await apiRequest<SectionList>(`/school/sections?class_id=${classId}&per_page=100`, {
    fallbackMessage: i18next.t('teachers:toast.fetch_sections_failed'),
  });
  return data.sections;
}

export const sectionOptionsQueryOptions = (classId: number) =>
  queryOptions({ queryKey: teacherKeys.sectionOptions(classId), queryFn: () => getSectionOptions(classId) });

/** The sections of each of `classIds`, one request per class, in the order given. */
/** Loaded only for a user who may list sections (sections_view). */
export function useSectionOptions(classIds: readonly number[]) {
  const enabled = useAccess().can('sections_view');
  return useQueries({ queries: classIds.map((id) => ({ ...sectionOptionsQueryOptions(id), enabled })) });
}
