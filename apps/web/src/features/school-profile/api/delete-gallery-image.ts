import type { SchoolGallery } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { schoolProfileQueryOptions } from './get-school-profile';

export function deleteGalleryImage(id: number) {
  return apiRequest<SchoolGallery>(`/school/profile/gallery/${id}`, {
    method: 'DELETE',
    fallbackMessage: i18next.t('school-profile:gallery.delete_failed'),
  });
}

export function useDeleteGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryImage,
    // The answer is the whole gallery as it now is.
    onSuccess: ({ data }) =>
      queryClient.setQueryData(schoolProfileQueryOptions().queryKey, (profile) =>
        profile ? { ...profile, gallery: data.gallery } : profile,
      ),
  });
}
