/*
 * The limits of every image upload (server-rules.md, "Files"): the server enforces them, and the
 * web checks a picked file against the same figures before a long upload is sent.
 */

/** The largest image accepted, in megabytes as the messages say it. */
export const MAX_IMAGE_MB = 10;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;
/** At most this many images in one upload (the school gallery). */
export const MAX_IMAGES_PER_UPLOAD = 20;
