import type { Teacher } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { teacherKeys } from './keys';

/** Archive (kept with their assignments, out of the lists) or restore a teacher. */
export function setTeacherArchived({ id, archived }: { id: number; archived: boolean }) {
  return apiRequest<Teacher>(`/school/teachers/${id}/${archived ? 'archive' : 'restore'}`, {
    method: 'POST',
    fallbackMessage: archived
      ? i18next.t('teachers:toast.archive_failed')
      : i18next.t('teachers:toast.restore_failed'),
  });
}

export function useSetTeacherArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTeacherArchived,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.school }),
  });
}
