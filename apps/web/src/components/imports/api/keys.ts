import type { ImportKind } from '@school/contract';

/**
 * React Query keys of the import wizard, under `school` like every school admin query: an import
 * that ran invalidates `school`, which refreshes the students, parents and teachers screens too.
 */
export const importKeys = {
  school: ['school'] as const,
  latest: (kind: ImportKind) => ['school', 'imports', kind, 'latest'] as const,
};
