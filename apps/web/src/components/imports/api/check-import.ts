import type { Import, ImportCheckValues, ImportKind } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { importKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export interface CheckImportInput {
  kind: ImportKind;
  id: number;
  input: ImportCheckValues;
}

/** The dry run: every row checked with the columns as matched, and nothing written. */
export function checkImport({ kind, id, input }: CheckImportInput) {
  return apiRequest<Import>(`/school/imports/${kind}/${id}/check`, {
    method: 'POST',
    body: input,
    fallbackMessage: i18next.t('imports:errors.check'),
  });
}

export function useCheckImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkImport,
    onSuccess: ({ data }) => queryClient.setQueryData(importKeys.latest(data.kind), data),
  });
}
