import { MAX_IMAGES_PER_UPLOAD, NO_IMAGES_SELECTED } from '@school/contract';
import { useId, useRef, useState, type ChangeEvent } from 'react';
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
    const overflow = accepted.slice(room).map((file) => `"${file.name}"`);
    if (overflow.length > 0) {
      refused.push(
        `You may upload at most ${MAX_IMAGES_PER_UPLOAD} images at a time: ${overflow.join(', ')} ${overflow.length === 1 ? 'was' : 'were'} not added.`,
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
      setError(NO_IMAGES_SELECTED);
      return;
    }
    upload.mutate(
      picked.map((p) => p.file),
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? 'Gallery images uploaded successfully!');
          onDone();
        },
        onError: (failure) => {
          const message = messageOf(failure, 'Failed to upload gallery images');
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
          Choose images
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
          PNG, JPG, GIF or WebP up to 10MB each
        </p>
        {error && (
          <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm whitespace-pre-line text-red-600">
            {error}
          </p>
        )}
      </div>
      {picked.length > 0 && (
        <ul aria-label="Selected images" className="grid grid-cols-3 gap-3 sm:grid-cols-4">
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
          Cancel
        </Button>
        <Button onClick={send} busy={upload.isPending}>
          Upload Images
        </Button>
      </div>
    </div>
  );
}
