import { finished } from 'node:stream/promises';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  fieldLabel,
  fieldMessage,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_MB,
  MAX_IMAGES_PER_UPLOAD,
} from '@school/contract';
import { CONTROL, controlCharacterErrors } from '../plugins/input-guard';
import { AppError, invalid } from './app-error';
import { cleanImage, imageProblem } from './images';
import { say } from './i18n';

/** Form fields one multipart request may carry besides its files (text fields are never stored). */
export const MAX_FORM_FIELDS = 50;

/** The multipart parser's limits, for every request (app.ts) and every read of one. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: MAX_IMAGES_PER_UPLOAD,
  fields: MAX_FORM_FIELDS,
} as const;

/** An uploaded image, checked by content: its type comes from its bytes, never from its name. */
export interface UploadedImage {
  /** The file's name on the uploader's machine, without any folder, for captions only. */
  name: string;
  ext: string;
  mime: string;
  /** The image re-encoded from its pixels (lib/images.ts), not the bytes sent. */
  data: Buffer;
}

/** How one kind of upload words its refusals. */
interface UploadRules {
  field: string;
  max: number;
  /** Nothing usable was sent under the field. */
  missing: string;
  /** More files than `max`. */
  tooMany: string;
  /** The subject of a refusal about one file: "School logo", `The file "a.png"`. */
  subject(name: string): string;
  /** The error key of the file at `index` (its position among the field's files). */
  key(index: number): string;
  /** The largest file taken, in MB (the parser's `fileSize` limit). */
  maxMb: number;
}

/** A name for captions: no folder a browser or tool may have sent along, bounded in length. */
function plainName(filename: string, fallback = 'image'): string {
  const base = filename.split(/[\\/]/).at(-1)!.trim();
  return (base || fallback).slice(0, 255);
}

/** The multipart parser's failures, as the client should see them. */
function refusal(error: unknown, rules: UploadRules, current: string | null): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_FILES_LIMIT') return invalid({ [rules.field]: [rules.tooMany] });
  if (code === 'FST_FIELDS_LIMIT') {
    return new AppError(413, say('upload.too_many_fields', { max: MAX_FORM_FIELDS }));
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(
      413,
      say('upload.too_large', { what: rules.subject(current ?? ''), max: rules.maxMb }),
    );
  }
  // A broken body (no boundary, cut off before its end) comes as a plain Error without a status,
  // and a text field declared as JSON that does not parse as the parser's 406: either way it is
  // the client's malformed request (400), not a server error nor a refused content type.
  if (statusCode === undefined || code === 'FST_INVALID_JSON_FIELD_ERROR')
    return new AppError(400, say('status.bad_request'));
  return error;
}

/** The whole file, or 413 when the parser cut it off at the size limit. */
async function wholeFile(part: MultipartFile, rules: UploadRules, name: string): Promise<Buffer> {
  const data = await part.toBuffer();
  // toBuffer checks the cut-off flag after each chunk it reads; when the chunk that reaches the
  // limit is also the last one read, the flag is set too late and a cut-short file comes back.
  if (part.file.truncated)
    throw new AppError(413, say('upload.too_large', { what: rules.subject(name), max: rules.maxMb }));
  return data;
}

/**
 * A multipart body is held to the rule JSON bodies meet in the input guard: no control characters
 * in a field (its name or value) or a file's name, 422 naming the field. The guard cannot see
 * these, since they are read here, part by part.
 */
function refuseControlCharacters(part: MultipartFile | MultipartValue, fileKey: string): void {
  const errors =
    part.type === 'field'
      ? controlCharacterErrors({ [part.fieldname]: part.value })
      : controlCharacterErrors({ [part.fieldname]: '' });
  if (part.type === 'file' && CONTROL.test(part.filename)) {
    errors[fileKey] = [say('upload.file_name_control_chars')];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/**
 * The one reader of uploaded images: yields each file sent under `rules.field`, in order, checked
 * by content, size and dimensions and re-encoded (lib/images.ts), one at a time so that at most
 * one file is held in memory. Files under other fields are skipped; text fields are checked and
 * skipped. A refusal ends the stream with an error, and the caller undoes whatever it did with the
 * files before (see the gallery upload).
 */
async function* imageStream(request: FastifyRequest, rules: UploadRules): AsyncGenerator<UploadedImage> {
  if (!request.isMultipart()) throw invalid({ [rules.field]: [rules.missing] });
  let current: string | null = null;
  let index = 0;
  try {
    const parts = request.parts({ limits: { ...MULTIPART_LIMITS, files: rules.max } });
    for await (const part of parts) {
      const ours = part.type === 'file' && part.fieldname === rules.field;
      refuseControlCharacters(part, ours ? rules.key(index) : part.fieldname);
      if (part.type === 'field') continue;
      if (!ours) {
        part.file.resume();
        await finished(part.file);
        continue;
      }
      current = plainName(part.filename);
      const data = await wholeFile(part, rules, current);
      // What a browser sends for a file input left empty: no name, no bytes. Not a file.
      if (part.filename === '' && data.length === 0) continue;
      const image = await cleanImage(data);
      if (typeof image === 'string') {
        throw invalid({ [rules.key(index)]: [imageProblem(image, rules.subject(current))] });
      }
      index++;
      yield { name: current, ...image };
    }
  } catch (error) {
    throw refusal(error, rules, current);
  }
  if (index === 0) throw invalid({ [rules.field]: [rules.missing] });
}

/** An uploaded data file (a spreadsheet to import), as sent: the caller reads its content. */
export interface UploadedFile {
  name: string;
  data: Buffer;
}

/** The rules of a field that takes one file, named by the field's label in its refusals. */
const oneFileRules = (field: string, maxMb: number): UploadRules => ({
  field,
  max: 1,
  missing: fieldMessage('required', field),
  tooMany: fieldMessage('single_file', field),
  subject: () => fieldLabel(field),
  key: () => field,
  maxMb,
});

/**
 * The one file a multipart request carries in `field`, whole, up to `maxMb` (413 past it), with the
 * images' rules for everything else: control characters refused, a second file refused, a file
 * input left empty is no file.
 */
export async function readFileUpload(
  request: FastifyRequest,
  field: string,
  maxMb: number,
): Promise<UploadedFile> {
  const rules = oneFileRules(field, maxMb);
  if (!request.isMultipart()) throw invalid({ [field]: [rules.missing] });
  let current: string | null = null;
  let file: UploadedFile | undefined;
  try {
    const parts = request.parts({ limits: { ...MULTIPART_LIMITS, files: 1, fileSize: maxMb * 1024 * 1024 } });
    for await (const part of parts) {
      refuseControlCharacters(part, part.fieldname);
      if (part.type === 'field') continue;
      if (part.fieldname !== field) {
        part.file.resume();
        await finished(part.file);
        continue;
      }
      current = plainName(part.filename, 'file');
      const data = await wholeFile(part, rules, current);
      if (part.filename === '' && data.length === 0) continue;
      file = { name: current, data };
    }
  } catch (error) {
    throw refusal(error, rules, current);
  }
  if (!file) throw invalid({ [field]: [rules.missing] });
  return file;
}

/** The one image a multipart request carries in `field` (a profile picture, a logo). */
export async function readImageUpload(request: FastifyRequest, field: string): Promise<UploadedImage> {
  const images = imageStream(request, oneFileRules(field, MAX_IMAGE_MB));
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
    tooMany: say('upload.too_many_images', { max: MAX_IMAGES_PER_UPLOAD }),
    subject: (name) => say('upload.the_file', { name: name.slice(0, 100) }),
    key: (index) => `${field}.${index}`,
    maxMb: MAX_IMAGE_MB,
  });
}
