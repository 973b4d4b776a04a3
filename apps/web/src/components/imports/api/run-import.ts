import type { Import, ImportKind, ImportRunInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { getImport } from './get-import';
import { importKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export interface RunImportInput {
  kind: ImportKind;
  id: number;
  input: ImportRunInput;
}

/** Writes the checked rows: all or none, or only the valid ones. */
export function runImport({ kind, id, input }: RunImportInput) {
  return apiRequest<Import>(`/school/imports/${kind}/${id}/run`, {
    method: 'POST',
    body: input,
    fallbackMessage: i18next.t('imports:errors.run'),
  });
}

export function useRunImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runImport,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(importKeys.latest(data.kind), data);
      // The students, parents and teachers screens show what was imported.
      return queryClient.invalidateQueries({ queryKey: importKeys.school });
    },
    onError: async (error, { kind, id }) => {
      // All or nothing with rows in error: the answer holds no import, but the server updated its
      // errors, so the wizard reads it again to show them as they stand.
      if (!(error instanceof ApiError) || error.status !== 422) return;
      const current = await getImport(kind, id).catch(() => null);
      if (current) queryClient.setQueryData(importKeys.latest(kind), current);
    },
  });
}
