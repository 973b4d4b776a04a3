/** The first day of the month of a date (YYYY-MM-DD): where a report starts by default. */
export const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
