import type { ClassList } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAccess } from '@/lib/use-access';
import { attendanceKeys } from './keys';
import { i18next } from '@/i18n/i18n';

/** The class dropdowns load up to 100 classes, by grade then name, as on every screen. */
export async function getClassOptions(): Promise<ClassList['classes']> {
  const { data } = await apiRequest<ClassList>('/school/classes?page=1&per_page=100', {
    fallbackMessage: i18next.t('attendance:errors.classes'),
  });
  return data.classes;
}

export const classOptionsQueryOptions = () =>
  queryOptions({ queryKey: attendanceKeys.classOptions(), queryFn: getClassOptions });

/** Loaded only for a user who may list classes (classes_view). */
export function useClassOptions() {
  return useQuery({ ...classOptionsQueryOptions(), enabled: useAccess().can('classes_view') });
}
