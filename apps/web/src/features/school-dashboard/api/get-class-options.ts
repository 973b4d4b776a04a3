import type { ClassList } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { useAccess } from '@/lib/use-access';
import { noticeKeys } from './keys';

/** The class a notice may be addressed to: up to 100 classes, by grade then name, as on every screen. */
export async function getClassOptions(): Promise<ClassList['classes']> {
  const { data } = await apiRequest<ClassList>('/school/classes?page=1&per_page=100', {
    fallbackMessage: i18next.t('school-dashboard:notice_form.classes_failed'),
  });
  return data.classes;
}

export const classOptionsQueryOptions = () =>
  queryOptions({ queryKey: noticeKeys.classOptions(), queryFn: getClassOptions });

/** Loaded only for a user who may list classes (classes_view). */
export function useClassOptions() {
  return useQuery({ ...classOptionsQueryOptions(), enabled: useAccess().can('classes_view') });
}
