import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from './app-error';
import { detectImage, IMAGE_TYPES_MESSAGE, MAX_IMAGE_BYTES } from './images';

const label = (field: string) => field.replaceAll('_', ' ');

/**
 * The multipart parser reports a broken body (no boundary, cut off before its end) as a plain
 * Error without a status: that is the client's malformed request (400), not a server error.
 */
function malformedOr(error: unknown): unknown {
  return (error as { statusCode?: number }).statusCode === undefined
    ? new AppError(400, 'Bad request. Please check your input.')
    : error;
}

/**
 * Reads the one image a multipart request carries in `field`, checked by content and size.
 * A larger file is cut off by the multipart limit and answered 413.
 */
export async function readImageUpload(
  request: FastifyRequest,
  field: string,
): Promise<{ ext: string; data: Buffer }> {
  const required = () => invalid({ [field]: [`The ${label(field)} field is required.`] });
  if (!request.isMultipart()) throw required();
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
  } catch (error) {
    throw malformedOr(error);
  }
  if (!file || file.fieldname !== field) throw required();
  const tooLarge = () => new AppError(413, `The ${label(field)} may not be greater than 10 MB.`);
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw malformedOr(error);
  }
  // toBuffer checks the cut-off flag after each chunk it reads; when the chunk that reaches the
  // limit is also the last one read, the flag is set too late and a cut-short file comes back.
  if (file.file.truncated) throw tooLarge();
  const image = await detectImage(data);
  if (!image) throw invalid({ [field]: [`The ${label(field)} ${IMAGE_TYPES_MESSAGE}`] });
  return { ext: image.ext, data };
}
