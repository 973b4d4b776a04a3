import { MAX_IMAGE_BYTES, MAX_IMAGE_MB } from '@school/contract';

/**
 * Why a picked file cannot be sent, or null when it may be: the server's size limit is checked
 * here too, before a long upload; its content is checked by the server.
 */
export function imageFileProblem(file: File): string | null {
  if (file.size > MAX_IMAGE_BYTES)
    return `The file "${file.name}" may not be greater than ${MAX_IMAGE_MB} MB.`;
  if (file.type && !file.type.startsWith('image/')) return `The file "${file.name}" is not an image.`;
  return null;
}
