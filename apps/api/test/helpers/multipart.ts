import { randomBytes } from 'node:crypto';

export type MultipartPart =
  | {
      name: string;
      value: string;
      /** Declared type of a text field (`application/json`). */ contentType?: string;
    }
  | {
      name: string;
      filename: string;
      contentType?: string;
      data: Buffer;
      /** Send the name percent-encoded as `filename*` (RFC 5987), as some clients do. */
      encodedName?: boolean;
    };

/** A multipart/form-data body built by hand: the payload and the headers to send it with. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----schoolwise-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; ${
            part.encodedName
              ? `filename*=UTF-8''${encodeURIComponent(part.filename)}`
              : `filename="${part.filename}"`
          }\r\n` + `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(part.data);
    } else {
      const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n${type}\r\n${part.value}`),
      );
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(chunks);
  return {
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(payload.length),
    },
  };
}

/** A valid 1x1 transparent PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal 1x1 GIF89a. */
export const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A real 1x1 JPEG: uploads are decoded, so a header alone is refused. */
export const JPEG_1X1 = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCeAGpH/9k=',
  'base64',
);

/** A real 1x1 WebP (lossless). */
export const WEBP_1X1 = Buffer.from('UklGRh4AAABXRUJQVlA4TBEAAAAvAAAAAAdQ5s50pv+BiOh/AAA=', 'base64');
