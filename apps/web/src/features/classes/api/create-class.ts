import type { ClassInput, SchoolClass } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { classKeys } from './keys';

export function createClass(input: ClassInput) {
  return apiRequest<SchoolClass>('/school/classes', {
    method: 'POST',
    body: input,
    fallbackMessage: 'Failed to create class',
  });
}

export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.school }),
  });
}
