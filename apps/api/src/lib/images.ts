import { MAX_IMAGE_MEGAPIXELS, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '@school/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { say } from './i18n';

/** The image types we accept, judged by content, never by the name or the declared type. */
const ACCEPTED = new Map([
  ['image/png', { ext: 'png', format: 'png' }],
  ['image/jpeg', { ext: 'jpg', format: 'jpeg' }],
  ['image/gif', { ext: 'gif', format: 'gif' }],
  ['image/webp', { ext: 'webp', format: 'webp' }],
] as const);

type Format = 'png' | 'jpeg' | 'gif' | 'webp';

/** What follows the subject of a refusal ("The logo ..."), one for each way an image fails. */
export type ImageProblem = 'type' | 'damaged' | 'dimensions' | 'frames';

/** What is wrong with an uploaded image, said of `subject` ("School logo", `The file "a.png"`). */
export function imageProblem(problem: ImageProblem, subject: string): string {
  return say(`upload.${problem}`, { what: subject, side: MAX_IMAGE_SIDE, megapixels: MAX_IMAGE_MEGAPIXELS });
}

/** An upload as it is stored: re-encoded from its decoded pixels, in the type it came as. */
export interface CleanImage {
  ext: string;
  mime: string;
  data: Buffer;
}

// Each upload is decoded once: libvips' cache would only hold on to the memory of past uploads.
sharp.cache(false);

/**
 * Only what passes is stored, and never the bytes as sent: the type is read from the content, the
 * size in pixels from the header before anything is decoded, and then every pixel is decoded and
 * encoded again. A file whose header promises an image and whose body is something else fails
 * there, and the stored copy keeps no metadata: no camera, no GPS position of a child's photo
 * (its orientation is applied to the pixels first, so it shows the right way up). Animated GIF
 * and WebP keep their frames, counted in full against the pixel limit.
 */
export async function cleanImage(buffer: Buffer): Promise<CleanImage | ImageProblem> {
  const type = await fileTypeFromBuffer(buffer);
  const accepted = type && ACCEPTED.get(type.mime as never);
  if (!type || !accepted) return 'type';
  // libvips never sees a type we do not take (SVG, TIFF, HEIF...): file-type chose the loader.
  let metadata: Metadata;
  try {
    // The header only, so that an image over the limits is told so rather than taken for damaged.
    metadata = await sharp(buffer, { animated: true, limitInputPixels: false }).metadata();
  } catch {
    return 'damaged';
  }
  if (metadata.format !== accepted.format) return 'damaged';
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (metadata.width > MAX_IMAGE_SIDE || frameHeight > MAX_IMAGE_SIDE) return 'dimensions';
  if (metadata.width * frameHeight > MAX_IMAGE_PIXELS) return 'dimensions';
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) return 'frames';
  try {
    // libvips holds to the limit too, should a decoder find more pixels than the header said.
    const image = sharp(buffer, { animated: true, limitInputPixels: MAX_IMAGE_PIXELS });
    const data = await encode(image.autoOrient(), accepted.format);
    return { ext: accepted.ext, mime: type.mime, data };
  } catch {
    return 'damaged';
  }
}

/** The same type out as in; sharp writes no metadata unless asked to. */
function encode(image: Sharp, format: Format): Promise<Buffer> {
  switch (format) {
    case 'png':
      return image.png().toBuffer();
    case 'jpeg':
      return image.jpeg({ quality: 90 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    case 'webp':
      return image.webp({ quality: 90 }).toBuffer();
  }
}
