import {
  type PlatformSettingsGroup,
  type PlatformSettingsInputValues,
  type PlatformSettingsValue,
} from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { platformSettingsKeys } from './keys';
import { i18next } from '@/i18n/i18n';

export function saveSettingsGroup<G extends PlatformSettingsGroup>(
  group: G,
  values: PlatformSettingsInputValues[G],
) {
  return apiRequest<PlatformSettingsValue[G]>(`/superadmin/settings/${group}`, {
    method: 'PUT',
    body: values,
    fallbackMessage: i18next.t(`platform-settings:save_failed.${group}`),
  });
}

/** Saves a group; the answer (what the server stored) becomes the group's cached value. */
export function useSaveSettingsGroup<G extends PlatformSettingsGroup>(group: G) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PlatformSettingsInputValues[G]) => saveSettingsGroup(group, values),
    onSuccess: ({ data }) => queryClient.setQueryData(platformSettingsKeys.group(group), data),
  });
}
