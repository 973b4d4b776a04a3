import {
  type SchoolSettingsInputValues,
  type SchoolSettingsSection,
  type SchoolSettingsValue,
} from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { schoolSettingsKeys } from '@/lib/school-settings-keys';

export function saveSettingsSection<S extends SchoolSettingsSection>(
  section: S,
  values: SchoolSettingsInputValues[S],
) {
  return apiRequest<SchoolSettingsValue[S]>(`/school/settings/${section}`, {
    method: 'PUT',
    body: values,
    fallbackMessage: i18next.t(`school-settings:sections.${section}.save_failed`),
  });
}

/** Saves a section; the answer (what the server stored) becomes the section's cached value. */
export function useSaveSettingsSection<S extends SchoolSettingsSection>(section: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SchoolSettingsInputValues[S]) => saveSettingsSection(section, values),
    onSuccess: ({ data }) => queryClient.setQueryData(schoolSettingsKeys.section(section), data),
  });
}
