import { fieldMessage, MAX_IMAGE_BYTES, MAX_IMAGE_MB } from '@school/contract';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDeleteProfilePicture } from '../api/delete-profile-picture';
import { useUploadProfilePicture } from '../api/upload-profile-picture';

interface ProfilePictureSectionProps {
  name: string;
  pictureUrl: string | null | undefined;
}

/** A picked picture is uploaded at once; the server checks its content and size. */
export function ProfilePictureSection({ name, pictureUrl }: ProfilePictureSectionProps) {
  const { t } = useTranslation('profile');
  const inputId = useId();
  const upload = useUploadProfilePicture();
  const remove = useDeleteProfilePicture();
  const uploadError = upload.error ? messageOf(upload.error, t('picture.upload_failed')) : null;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    // The server's limit: a larger file is refused here rather than after a long upload.
    if (file.size > MAX_IMAGE_BYTES) {
      toast.error(fieldMessage('file_too_large', 'profile_picture', { max: MAX_IMAGE_MB }));
      input.value = '';
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ message }) => toast.success(message ?? t('picture.uploaded')),
      onError: (error) => toast.error(messageOf(error, t('picture.upload_failed'))),
      // Picking the same file again must fire another change.
      onSettled: () => {
        input.value = '';
      },
    });
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="flex items-center gap-5 pb-5">
      <Avatar name={name} pictureUrl={pictureUrl} className="size-20 text-2xl" />
      <div className="min-w-0 flex-1 space-y-2">
        <h3 id={`${inputId}-heading`} className="font-medium text-slate-900">
          {t('picture.heading')}
        </h3>
        <label htmlFor={inputId} className="block text-sm text-slate-700">
          {t('picture.choose')}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          disabled={upload.isPending}
          aria-invalid={uploadError ? true : undefined}
          aria-describedby={uploadError ? `${inputId}-error` : undefined}
          onChange={pick}
          className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-medium file:text-brand-700 hover:file:bg-brand-100"
        />
        {uploadError && (
          <p id={`${inputId}-error`} className="text-sm text-red-600">
            {uploadError}
          </p>
        )}
        {pictureUrl && (
          <Button
            variant="secondary"
            size="sm"
            busy={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: ({ message }) => toast.success(message ?? t('picture.removed')),
                onError: (error) => toast.error(messageOf(error, t('picture.remove_failed'))),
              })
            }
          >
            {t('picture.remove')}
          </Button>
        )}
      </div>
    </section>
  );
}
