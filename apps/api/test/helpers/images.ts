import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';

/*
 * Real images for the upload tests, made here rather than kept as files: every upload is decoded,
 * so a header alone no longer passes for an image.
 */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A valid black PNG of any size, one bit a pixel, written without an image library: 30,000 x
 * 30,000 of them is a few hundred kilobytes on disk and 2.7 GB once decoded to RGB.
 */
export function blackPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  // Each row is its filter byte (none) and its bits, all zero.
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG whose header is whole and whose image data is random bytes: not an image past its header. */
export function brokenPng(): Buffer {
  const valid = blackPng(64, 64);
  const end = valid.indexOf('IDAT', 0, 'latin1') + 4;
  return Buffer.concat([valid.subarray(0, end), randomBytes(600)]);
}

/** A JPEG whose start is whole and whose rest is random bytes. */
export async function brokenJpeg(): Promise<Buffer> {
  const valid = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3a6' } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([valid.subarray(0, 20), randomBytes(800)]);
}

/**
 * A PNG of random pixels: it does not compress, so it is about 3 bytes a pixel on disk before and
 * after the server encodes it again (the storage quota tests count on that).
 */
export function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A phone photo as phones write them: camera, GPS position, and turned by an orientation tag. */
export function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 3, height: 2, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Phone 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** An animated image of `frames` frames of `width` x `height`, in GIF or WebP. */
export async function animation(
  format: 'gif' | 'webp',
  frames: number,
  width = 4,
  height = 4,
): Promise<Buffer> {
  const colours = ['#00f', '#f00', '#0f0'];
  const pictures = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({ create: { width, height, channels: 4, background: colours[i % colours.length]! } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(pictures, { join: { animated: true } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A GIF whose canvas is `width` x `height` and which holds `frames` frames of one pixel each: a
 * few bytes a frame on disk, and a whole canvas a frame once a decoder draws them.
 */
export function gifOfCanvas(width: number, height: number, frames: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen.writeUInt8(0x80, 4); // a global colour table of two colours
  const frame = Buffer.concat([
    Buffer.from([0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00]), // 0.1 s a frame
    Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0]), // one pixel at the top left
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00]), // its LZW data
  ]);
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    screen,
    Buffer.from([0, 0, 0, 0xff, 0xff, 0xff]),
    // Loop for ever, so that decoders take it for an animation.
    Buffer.from([0x21, 0xff, 0x0b]),
    Buffer.from('NETSCAPE2.0', 'latin1'),
    Buffer.from([0x03, 0x01, 0x00, 0x00, 0x00]),
    ...Array.from({ length: frames }, () => frame),
    Buffer.from([0x3b]),
  ]);
}

/** What a stored file is, read by a decoder: its type, size in pixels, frames and metadata. */
export async function imageInfo(data: Buffer) {
  const metadata = await sharp(data, { animated: true }).metadata();
  return {
    format: metadata.format,
    width: metadata.width,
    height: metadata.pageHeight ?? metadata.height,
    frames: metadata.pages ?? 1,
    exif: metadata.exif !== undefined,
    orientation: metadata.orientation,
  };
}
