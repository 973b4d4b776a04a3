import type { PortalAttendance } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { scopePath, type PortalScope } from '../portal-scope';
import { portalKeys } from './keys';

/** The year's marks of the child (or of the student): every day with its status and note. */
export async function getPortalAttendance(scope: PortalScope): Promise<PortalAttendance> {
  const { data } = await apiRequest<PortalAttendance>(`${scopePath(scope)}/attendance`, {
    fallbackMessage: i18next.t('portal:attendance.load_failed'),
  });
  return data;
}

export const portalAttendanceQueryOptions = (scope: PortalScope) =>
  queryOptions({ queryKey: portalKeys.attendance(scope), queryFn: () => getPortalAttendance(scope) });

export function usePortalAttendance(scope: PortalScope) {
  return useQuery(portalAttendanceQueryOptions(scope));
}
