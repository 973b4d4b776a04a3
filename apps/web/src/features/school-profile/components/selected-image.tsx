import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A picked file waiting to be uploaded: its preview, name and a button to leave it out. */
export function SelectedImage({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { t } = useTranslation('school-profile');
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    // A data URL needs no revoking, so nothing outlives the preview whatever unmounts it.
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);

  return (
    <li className="relative">
      <div className="aspect-square overflow-hidden rounded-md bg-slate-100">
        {preview && <img src={preview} alt={file.name} className="size-full object-cover" />}
      </div>
      <p className="mt-1 truncate text-xs text-slate-600" title={file.name}>
        {file.name}
      </p>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('manage_gallery.remove', { name: file.name })}
        className="absolute top-1 right-1 rounded-full bg-white/90 p-1 text-slate-700 shadow hover:bg-slate-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
