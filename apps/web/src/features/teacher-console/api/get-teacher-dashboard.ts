import type { TeacherDashboard } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { teacherKeys } from './keys';

export async function getTeacherDashboard(): Promise<TeacherDashboard> {
  const { data } = await apiRequest<TeacherDashboard>('/teacher/dashboard', {
    fallbackMessage: i18next.t('teacher-console:dashboard.load_failed'),
  });
  return data;
}

export const teacherDashboardQueryOptions = () =>
  queryOptions({ queryKey: teacherKeys.dashboard(), queryFn: getTeacherDashboard });

export function useTeacherDashboard() {
  return useQuery(teacherDashboardQueryOptions());
}
