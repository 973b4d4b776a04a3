import type { PromotionCandidates } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import { studentKeys } from './keys';
import { i18next } from '@/i18n/i18n';

/** A class (or one section) in a year, and the year it would move into. */
export interface PromotionSource {
  academic_year_id: number;
  class_id: number;
  section_id?: number | null;
  to_academic_year_id?: number;
}

/** The review list of a class promotion: the class's (or section's) active students that year. */
export async function getPromotionCandidates(query: PromotionSource): Promise<PromotionCandidates> {
  const { data } = await apiRequest<PromotionCandidates>(
    `/school-admin/promotions/candidates${toQueryString({ ...query })}`,
    { fallbackMessage: i18next.t('students:errors.fetch_candidates') },
  );
  return data;
}

export const promotionCandidatesQueryOptions = (query: PromotionSource) =>
  queryOptions({
    queryKey: studentKeys.promotionCandidates(query),
    queryFn: () => getPromotionCandidates(query),
  });

/** Loaded once a year and a class are chosen. */
export function usePromotionCandidates(query: PromotionSource | null) {
  return useQuery({
    ...promotionCandidatesQueryOptions(query ?? { academic_year_id: 0, class_id: 0 }),
    enabled: query !== null,
  });
}
