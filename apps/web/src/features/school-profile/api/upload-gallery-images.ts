import { GALLERY_FIELD, type SchoolGallery } from '@school/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18next } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { schoolProfileQueryOptions } from './get-school-profile';

export function uploadGalleryImages(files: readonly File[]) {
  const body = new FormData();
  for (const file of files) body.append(GALLERY_FIELD, file);
  return apiRequest<SchoolGallery>('/school/profile/gallery', {
    method: 'POST',
    body,
    fallbackMessage: i18next.t('school-profile:manage_gallery.upload_failed'),
  });
}

export function useUploadGalleryImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadGalleryImages,
    // The answer is the whole gallery as it now is.
    onSuccess: ({ data }) =>
      queryClient.setQueryData(schoolProfileQueryOptions().queryKey, (profile) =>
        profile ? { ...profile, gallery: data.gallery } : profile,
      ),
  });
}
