import type { ImportKind } from '@school/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/file-download';
import { i18next } from '@/i18n/i18n';

/** The empty CSV of a kind's columns: the export's own header, so an export imports back. */
export function downloadImportTemplate(kind: ImportKind) {
  return downloadFile(`/school/imports/${kind}/template`, {
    fallbackName: `${kind}-template.csv`,
    fallbackMessage: i18next.t('imports:errors.template'),
  });
}

export function useDownloadImportTemplate() {
  return useMutation({ mutationFn: downloadImportTemplate });
}
