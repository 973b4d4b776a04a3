import type { AcademicYearList } from '@school/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAccess } from '@/lib/use-access';
import { studentKeys } from './keys';
import { i18next } from '@/i18n/i18n';

/** Spec 02 section 7: the academic year dropdowns load up to 100 years, newest first. */
export async function getAcademicYearOptions(): Promise<AcademicYearList['academic_years']> {
  const { data } = await apiRequest<AcademicYearList>('/school/academic-years?per_page=100', {
    fallbackMessage: i18next.t('students:errors.fetch_years'),
  });
  return data.academic_years;
}

export const academicYearOptionsQueryOptions = () =>
  queryOptions({ queryKey: studentKeys.academicYearOptions(), queryFn: getAcademicYearOptions });

/** Loaded only for a user who may list academic years (years_view); the filter then has no year choice. */
export function useAcademicYearOptions() {
  return useQuery({ ...academicYearOptionsQueryOptions(), enabled: useAccess().can('years_view') });
}
