/** Timestamps are stored as ISO 8601 UTC text (see db/database.ts). */
export const isoNow = (): string => new Date().toISOString();

export const isoMinutesAgo = (minutes: number, from = Date.now()): string =>
  new Date(from - minutes * 60_000).toISOString();

export const isoMinutesFromNow = (minutes: number, from = Date.now()): string =>
  new Date(from + minutes * 60_000).toISOString();
