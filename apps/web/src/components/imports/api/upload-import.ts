import type { Import, ImportKind } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { importKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export interface UploadImportInput {
  kind: ImportKind;
  file: File;
}

/** Sends the file; the answer holds its header and the field proposed for each column. */
export function uploadImport({ kind, file }: UploadImportInput) {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<Import>(`/school/imports/${kind}`, {
    method: 'POST',
    body,
    fallbackMessage: i18next.t('imports:errors.upload'),
  });
}

export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImport,
    onSuccess: ({ data }) => queryClient.setQueryData(importKeys.latest(data.kind), data),
  });
}
