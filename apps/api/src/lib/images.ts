import { fileTypeFromBuffer } from 'file-type';

/** The image types we accept, judged by content, never by the name or the declared type. */
const ACCEPTED = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/gif', 'gif'],
  ['image/webp', 'webp'],
]);

export const IMAGE_TYPES_MESSAGE = 'must be an image of type PNG, JPEG, GIF or WebP.';

export async function detectImage(buffer: Buffer): Promise<{ ext: string; mime: string } | null> {
  const type = await fileTypeFromBuffer(buffer);
  const ext = type && ACCEPTED.get(type.mime);
  return type && ext ? { ext, mime: type.mime } : null;
}
