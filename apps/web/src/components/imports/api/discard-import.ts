import type { ImportKind } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { importKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export interface DiscardImportInput {
  kind: ImportKind;
  id: number;
}

/** Drops an import that has not run: its file and its check are forgotten. */
export function discardImport({ kind, id }: DiscardImportInput) {
  return apiRequest<null>(`/school/imports/${kind}/${id}`, {
    method: 'DELETE',
    fallbackMessage: i18next.t('imports:errors.discard'),
  });
}

export function useDiscardImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardImport,
    onSuccess: (_result, { kind }) => queryClient.setQueryData(importKeys.latest(kind), null),
  });
}
