import type { Import, ImportKind } from '@school/contract';
import { apiRequest } from '@/lib/api-client';
import { i18next } from '@/i18n/i18n';

/** One import as it stands: read again after a refused run, whose errors the server updated. */
export async function getImport(kind: ImportKind, id: number): Promise<Import> {
  const { data } = await apiRequest<Import>(`/school/imports/${kind}/${id}`, {
    fallbackMessage: i18next.t('imports:errors.fetch'),
  });
  return data;
}
