import type { ConsoleUser, CreateUserInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './keys';

export function createUser(input: CreateUserInput) {
  return apiRequest<ConsoleUser>('/superadmin/users', {
    method: 'POST',
    body: input,
    fallbackMessage: i18next.t('users:form.create_failed'),
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
