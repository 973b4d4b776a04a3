import type { PortalTeacher } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { scopePath, type PortalScope } from '../portal-scope';
import { portalKeys } from './keys';

/** The teachers who teach the child (or the student), with their subjects. */
export async function getPortalTeachers(scope: PortalScope): Promise<PortalTeacher[]> {
  const { data } = await apiRequest<{ teachers: PortalTeacher[] }>(`${scopePath(scope)}/teachers`, {
    fallbackMessage: i18next.t('portal:teachers.load_failed'),
  });
  return data.teachers;
}

export const portalTeachersQueryOptions = (scope: PortalScope) =>
  queryOptions({ queryKey: portalKeys.teachers(scope), queryFn: () => getPortalTeachers(scope) });

export function usePortalTeachers(scope: PortalScope) {
  return useQuery(portalTeachersQueryOptions(scope));
}
