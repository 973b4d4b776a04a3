import type { StudentDetail } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { studentKeys } from './keys';

/** Archive (kept, out of the lists) or restore a student. */
export function setStudentArchived({ id, archived }: { id: number; archived: boolean }) {
  return apiRequest<StudentDetail>(`/school/students/${id}/${archived ? 'archive' : 'restore'}`, {
    method: 'POST',
    fallbackMessage: archived ? 'Failed to archive student' : 'Failed to restore student',
  });
}

export function useSetStudentArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStudentArchived,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.school }),
  });
}
