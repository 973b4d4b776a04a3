import { finished } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES, MAX_IMAGE_MB, MAX_IMAGES_PER_UPLOAD } from '@school/contract';
import { AppError, invalid } from './app-error';
import { detectImage, IMAGE_TYPES_MESSAGE } from './images';

/** An uploaded image, checked by content: its type comes from its bytes, never from its name. */
export interface UploadedImage {
  /** The file's name on the uploader's machine, without any folder, for captions only. */
  name: string;
  ext: string;
  mime: string;
  data: Buffer;
}

const label = (field: string) => field.replaceAll('_', ' ');

/** How one kind of upload words its refusals. */
interface UploadRules {
  field: string;
  max: number;
  /** Nothing usable was sent under the field. */
  missing: string;
  /** More files than `max`. */
  tooMany: string;
  /** The subject of a refusal about one file: "The logo", `The file "a.png"`. */
  subject(name: string): string;
  /** The error key of the file at `index` (its position among the field's files). */
  key(index: number): string;
}

/** A name for captions: no folder a browser or tool may have sent along, bounded in length. */
function plainName(filename: string): string {
  const base = filename.split(/[\\/]/).at(-1)!.trim();
  return (base || 'image').slice(0, 255);
}

/** The multipart parser's failures, as the client should see them. */
function refusal(error: unknown, rules: UploadRules, current: string | null): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_FILES_LIMIT') return invalid({ [rules.field]: [rules.tooMany] });
  if (code === 'FST_REQ_FILE_TOO_LARGE' || statusCode === 413) {
    return new AppError(413, `${rules.subject(current ?? '')} may not be greater than ${MAX_IMAGE_MB} MB.`);
  }
  // A broken body (no boundary, cut off before its end) comes as a plain Error without a status:
  // that is the client's malformed request (400), not a server error.
  return statusCode === undefined ? new AppError(400, 'Bad request. Please check your input.') : error;
}

/** The whole file, or 413 when the parser cut it off at the size limit. */
async function wholeFile(part: MultipartFile, rules: UploadRules, name: string): Promise<Buffer> {
  const data = await part.toBuffer();
  // toBuffer checks the cut-off flag after each chunk it reads; when the chunk that reaches the
  // limit is also the last one read, the flag is set too late and a cut-short file comes back.
  if (part.file.truncated)
    throw new AppError(413, `${rules.subject(name)} may not be greater than ${MAX_IMAGE_MB} MB.`);
  return data;
}

/**
 * The one reader of uploaded images: yields each file sent under `rules.field`, in order, checked
 * by content and size, one at a time so that at most one file is held in memory. Files under other
 * fields are skipped. A refusal ends the stream with an error, and the caller undoes whatever it
 * did with the files before (see the gallery upload).
 */
async function* imageStream(request: FastifyRequest, rules: UploadRules): AsyncGenerator<UploadedImage> {
  if (!request.isMultipart()) throw invalid({ [rules.field]: [rules.missing] });
  let current: string | null = null;
  let index = 0;
  try {
    const files = request.files({ limits: { fileSize: MAX_IMAGE_BYTES, files: rules.max } });
    for await (const part of files) {
      if (part.fieldname !== rules.field) {
        part.file.resume();
        await finished(part.file);
        continue;
      }
      current = plainName(part.filename);
      const data = await wholeFile(part, rules, current);
      // What a browser sends for a file input left empty: no name, no bytes. Not a file.
      if (part.filename === '' && data.length === 0) continue;
      const image = await detectImage(data);
      if (!image) throw invalid({ [rules.key(index)]: [`${rules.subject(current)} ${IMAGE_TYPES_MESSAGE}`] });
      index++;
      yield { name: current, ext: image.ext, mime: image.mime, data };
    }
  } catch (error) {
    throw refusal(error, rules, current);
  }
  if (index === 0) throw invalid({ [rules.field]: [rules.missing] });
}

/** The one image a multipart request carries in `field` (a profile picture, a logo). */
export async function readImageUpload(request: FastifyRequest, field: string): Promise<UploadedImage> {
  const subject = `The ${label(field)}`;
  const images = imageStream(request, {
    field,
    max: 1,
    missing: `The ${label(field)} field is required.`,
    tooMany: `${subject} must be a single file.`,
    subject: () => subject,
    key: () => field,
  });
  // Read to the end, so that a second file is refused rather than silently dropped: the parser's
  // limit of one file answers it as `tooMany`. The stream never ends empty (it throws `missing`).
  let image: UploadedImage | undefined;
  for await (const next of images) image = next;
  return image!;
}

/**
 * The images a multipart request carries in `field` (the gallery), up to MAX_IMAGES_PER_UPLOAD,
 * each named in its refusal (`images.2`: the third file).
 */
export function readImageUploads(
  request: FastifyRequest,
  field: string,
  missing: string,
): AsyncGenerator<UploadedImage> {
  return imageStream(request, {
    field,
    max: MAX_IMAGES_PER_UPLOAD,
    missing,
    tooMany: `You may upload at most ${MAX_IMAGES_PER_UPLOAD} images at a time.`,
    subject: (name) => `The file "${name.slice(0, 100)}"`,
    key: (index) => `${field}.${index}`,
  });
}
