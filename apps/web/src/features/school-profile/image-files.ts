/** The server's limits (server-rules.md, "Files"): checked here too, before a long upload. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGES_PER_UPLOAD = 20;

/** Why a picked file cannot be sent, or null when it may be (its content is checked by the server). */
export function imageFileProblem(file: File): string | null {
  if (file.size > MAX_IMAGE_BYTES) return `The file "${file.name}" may not be greater than 10 MB.`;
  if (file.type && !file.type.startsWith('image/')) return `The file "${file.name}" is not an image.`;
  return null;
}
