import type { Import, ImportKind } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { importKeys } from './keys';
import { i18next } from '@/i18n/i18n';

/** How often a running import is asked about, while the wizard shows it. */
const RUNNING_POLL_MS = 2000;

/** The school's latest import of the kind (null before the first), so the wizard resumes it. */
export async function getLatestImport(kind: ImportKind): Promise<Import | null> {
  const { data } = await apiRequest<Import | null>(`/school/imports/${kind}/latest`, {
    fallbackMessage: i18next.t('imports:errors.fetch'),
  });
  return data;
}

export const latestImportQueryOptions = (kind: ImportKind) =>
  queryOptions({
    queryKey: importKeys.latest(kind),
    queryFn: () => getLatestImport(kind),
    // A file being imported is followed until it is done; the admin may leave and come back.
    refetchInterval: (query) => (query.state.data?.status === 'importing' ? RUNNING_POLL_MS : false),
  });

export function useLatestImport(kind: ImportKind) {
  return useQuery(latestImportQueryOptions(kind));
}
