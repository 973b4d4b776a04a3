import { MAX_IMAGE_MB, MAX_IMAGES_PER_UPLOAD } from '@school/contract';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useUploadGalleryImages } from '../api/upload-gallery-images';
import { imageFileProblem } from '../image-files';
import { SelectedImage } from './selected-image';

interface Picked {
  key: number;
  file: File;
}

/**
 * Pick images (several at once, more with another pick), see them, leave some out, upload them
 * together. The server takes all of them or none; a refusal names the file.
 */
export function ManageGalleryForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['school-profile', 'common']);
  const inputId = useId();
  const nextKey = useRef(0);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadGalleryImages();

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    // Picking the same file again must fire another change.
    input.value = '';
    // Every file left out is named, whatever else is wrong: one message per refused file.
    const refused = files.map(imageFileProblem).filter((problem) => problem !== null);
    const accepted = files.filter((file) => imageFileProblem(file) === null);
    const room = Math.max(0, MAX_IMAGES_PER_UPLOAD - picked.length);
    const overflow = accepted.slice(room).map((file) => t('manage_gallery.file_name', { name: file.name }));
    if (overflow.length > 0) {
      refused.push(
        t('manage_gallery.too_many', {
          count: overflow.length,
          max: MAX_IMAGES_PER_UPLOAD,
          files: overflow.join(', '),
        }),
      );
    }
    setError(refused.length > 0 ? refused.join('\n') : null);
    setPicked((current) => [
      ...current,
      ...accepted.slice(0, room).map((file) => ({ key: nextKey.current++, file })),
    ]);
  };

  const send = () => {
    if (picked.length === 0) {
      setError(t('manage_gallery.none_selected'));
      return;
    }
    upload.mutate(
      picked.map((p) => p.file),
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? t('manage_gallery.uploaded'));
          onDone();
        },
        onError: (failure) => {
          const message = messageOf(failure, t('manage_gallery.upload_failed'));
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <div className="space-y-5">
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
          {t('manage_gallery.choose')}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          onChange={pick}
          disabled={upload.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
          className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-medium file:text-brand-700 hover:file:bg-brand-100"
        />
        <p id={`${inputId}-hint`} className="mt-1 text-sm text-slate-500">
          {t('manage_gallery.hint', { max: MAX_IMAGE_MB })}
        </p>
        {error && (
          <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm whitespace-pre-line text-red-600">
            {error}
          </p>
        )}
      </div>
      {picked.length > 0 && (
        <ul aria-label={t('manage_gallery.selected')} className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          {picked.map(({ key, file }) => (
            <SelectedImage
              key={key}
              file={file}
              onRemove={() => setPicked((current) => current.filter((p) => p.key !== key))}
            />
          ))}
        </ul>
      )}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={upload.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={send} busy={upload.isPending}>
          {t('manage_gallery.upload')}
        </Button>
      </div>
    </div>
  );
}
