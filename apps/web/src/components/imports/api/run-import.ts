import type { Import, ImportKind, ImportRunInput } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { checkImport } from './check-import';
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
      // Refused (rows in error, the school changed since the dry run): the server changed nothing,
      // its errors included, so the wizard asks for the dry run again, with the same matching, to
      // show the rows' errors as they stand.
      if (!(error instanceof ApiError) || error.status !== 422) return;
      const columns = queryClient.getQueryData<Import | null>(importKeys.latest(kind))?.columns;
      if (!columns) return;
      const current = await checkImport({ kind, id, input: { columns } }).catch(() => null);
      if (current) queryClient.setQueryData(importKeys.latest(kind), current.data);
    },
  });
}
