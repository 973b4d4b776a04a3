import { MAX_IMAGE_BYTES, MAX_IMAGE_MB } from '@school/contract';
import { i18next } from '@/i18n/i18n';

/** A MIME type of an image (image/png, image/webp...). */
const IMAGE_TYPE = /^image\//;

/**
 * Why a picked file cannot be sent, or null when it may be: the server's size limit is checked
 * here too, before a long upload; its content is checked by the server. Called when a file is
 * picked, so it speaks the reader's language at that moment.
 */
export function imageFileProblem(file: File): string | null {
  if (file.size > MAX_IMAGE_BYTES)
    return i18next.t('school-profile:image_file.too_large', { name: file.name, max: MAX_IMAGE_MB });
  if (file.type && !IMAGE_TYPE.test(file.type))
    return i18next.t('school-profile:image_file.not_image', { name: file.name });
  return null;
}
