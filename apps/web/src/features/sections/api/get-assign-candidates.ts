import { deepestPage, type EnrolledStudent, type EnrolledStudentList } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAccess } from '@/lib/use-access';
import { sectionKeys } from './keys';
import { i18next } from '@/i18n/i18n';

/** The largest page the API serves. */
const PAGE = 100;

/**
 * The students a section of `classId` can take: the class's active students this year (spec 02),
 * every page of them, so a class of more than a hundred is offered whole: past a count that is
 * only a lower bound, while pages come back full, and never past the deepest page served.
 */
export async function getAssignCandidates(classId: number): Promise<EnrolledStudent[]> {
  const students: EnrolledStudent[] = [];
  for (let page = 1; ; page++) {
    const { data } = await apiRequest<EnrolledStudentList>(
      `/school/classes/${classId}/students?page=${page}&per_page=${PAGE}`,
      { fallbackMessage: i18next.t('sections:errors.students') },
    );
    students.push(...data.students);
    const { last_page, total_is_lower_bound } = data.pagination;
    const more = total_is_lower_bound ? data.students.length === PAGE : page < last_page;
    if (!more || page >= deepestPage(PAGE)) break;
  }
  return students.filter((s) => s.status === 'active');
}

export const assignCandidatesQueryOptions = (classId: number) =>
  queryOptions({ queryKey: sectionKeys.candidates(classId), queryFn: () => getAssignCandidates(classId) });

/** The class's students come from the classes module: loaded only with classes_view. */
export function useAssignCandidates(classId: number) {
  return useQuery({ ...assignCandidatesQueryOptions(classId), enabled: useAccess().can('classes_view') });
}
