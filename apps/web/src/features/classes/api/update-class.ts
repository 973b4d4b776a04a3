import type { ClassInput, SchoolClass } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { classKeys } from './keys';

export function updateClass({ id, input }: { id: number; input: ClassInput }) {
  return apiRequest<SchoolClass>(`/school/classes/${id}`, {
    method: 'PUT',
    body: input,
    fallbackMessage: 'Failed to update class',
  });
}

export function useUpdateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.school }),
  });
}
