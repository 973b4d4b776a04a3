import type { PortalHome } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { portalKeys } from './keys';

/** The student's main page in one call: their day, year and newest notices. */
export async function getStudentHome(): Promise<PortalHome> {
  const { data } = await apiRequest<PortalHome>('/student/home', {
    fallbackMessage: i18next.t('portal:home.load_failed'),
  });
  return data;
}

export const studentHomeQueryOptions = () =>
  queryOptions({ queryKey: portalKeys.studentHome(), queryFn: getStudentHome });

export function useStudentHome() {
  return useQuery(studentHomeQueryOptions());
}
