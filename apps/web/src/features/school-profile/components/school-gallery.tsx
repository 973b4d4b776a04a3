import type { GalleryImage } from '@school/contract';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { Can } from '@/lib/use-access';
import { useDialogState } from '@/lib/use-dialog-state';
import { useDeleteGalleryImage } from '../api/delete-gallery-image';

type GalleryDialog = { action: 'preview' | 'delete'; image: GalleryImage };

/**
 * The gallery grid (only when there are images): a click previews an image, the bin (with
 * school_gallery_delete) deletes it.
 */
export function SchoolGallery({ images }: { images: readonly GalleryImage[] }) {
  const { t } = useTranslation(['school-profile', 'common']);
  const dialogs = useDialogState<GalleryDialog>();
  const open = dialogs.dialog;
  const remove = useDeleteGalleryImage();
  if (images.length === 0) return null;
  const close = dialogs.close;

  return (
    <section
      aria-labelledby="school-gallery-heading"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="school-gallery-heading" className="mb-4 font-medium text-slate-900">
        {t('gallery.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {images.map((image) => (
          <li key={image.id} className="group relative">
            <button
              type="button"
              {...dialogs.opener({ action: 'preview', image })}
              aria-label={t('gallery.preview', { name: image.name })}
              className="block aspect-square w-full overflow-hidden rounded-md bg-slate-100"
            >
              <img src={image.url} alt={image.name} className="size-full object-cover" loading="lazy" />
            </button>
            <Can permission="school_gallery_delete">
              <button
                type="button"
                {...dialogs.opener({ action: 'delete', image })}
                aria-label={t('gallery.delete', { name: image.name })}
                className="absolute top-2 right-2 rounded-full bg-white/90 p-1.5 text-red-600 shadow hover:bg-red-50"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </Can>
            <p className="mt-1 truncate text-xs text-slate-600" title={image.name}>
              {image.name}
            </p>
          </li>
        ))}
      </ul>
      <Modal
        open={open?.action === 'preview'}
        onOpenChange={(next) => !next && close()}
        title={t('gallery.preview_title')}
        size="xl"
        onCloseAutoFocus={dialogs.restoreFocus}
      >
        {open && (
          <figure>
            <img src={open.image.url} alt={open.image.name} className="mx-auto max-h-[70vh] rounded-md" />
            <figcaption className="mt-2 text-center text-sm text-slate-600">{open.image.name}</figcaption>
          </figure>
        )}
      </Modal>
      <ConfirmDialog
        open={open?.action === 'delete'}
        onOpenChange={(next) => !next && close()}
        title={t('gallery.delete_title')}
        message={t('gallery.delete_body')}
        confirmLabel={t('common:actions.delete')}
        busy={remove.isPending}
        onCloseAutoFocus={dialogs.restoreFocus}
        onConfirm={() => {
          if (!open) return;
          remove.mutate(open.image.id, {
            onSuccess: ({ message }) => {
              toast.success(message ?? t('gallery.deleted'));
              close();
            },
            onError: (error) => toast.error(messageOf(error, t('gallery.delete_failed'))),
          });
        }}
      />
    </section>
  );
}
