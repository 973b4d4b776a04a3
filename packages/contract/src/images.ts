/*
 * The limits of every image upload (server-rules.md, "Files"): the server enforces them, and the
 * web checks a picked file against the same figures before a long upload is sent.
 */

/** The largest image accepted, in megabytes as the messages say it. */
export const MAX_IMAGE_MB = 10;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;
/** At most this many images in one upload (the school gallery). */
export const MAX_IMAGES_PER_UPLOAD = 20;

/*
 * An image's size once decoded: a 30,000 x 30,000 PNG of one colour is 2.6 MB on disk and 2.7 GB
 * in memory. Every upload is decoded (and stored re-encoded), so its pixels are bounded before
 * that: no side longer than 16,384 pixels, and 50 megapixels in all, which takes the full
 * resolution of a 48 or 50 megapixel phone camera. An animation counts the pixels of every frame.
 */
export const MAX_IMAGE_SIDE = 16_384;
export const MAX_IMAGE_MEGAPIXELS = 50;
export const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
