/**
 * The cut-off is the first instant after the last day a teacher may correct (midnight): shown
 * as that day's last minute, "until 26 Nov, 23:59", not as the next day's "27 Nov, 00:00".
 */
export const lastMinuteBefore = (instant: string) => new Date(Date.parse(instant) - 60_000).toISOString();
