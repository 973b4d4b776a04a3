/*
 * Spec 01 section 9: the marketing figures, business hours and promises that the public pages
 * quote. They live here once so that every page says the same thing; the figures' words (a
 * duration, the days of the week) are in the namespace's `figures` and `hours` keys.
 */
export const FIGURES = {
  trialDays: 14,
  schools: '1000+',
  countries: '25+',
  users: '50K+',
  uptime: '99.9%',
  efficiency: '40%',
  satisfaction: '95%',
  encryption: 'AES-256',
  dataCenters: '12+',
  founded: 2019,
  teamMembers: '50+',
  appDownloads: '100K+',
  languages: '25+',
  appRating: '4.8',
} as const;

/** Keys of `hours.<days>` and `hours.<days>_hours`. */
export const BUSINESS_HOURS = ['weekdays', 'saturday', 'sunday'] as const;

/** Technical support around the clock; the reply time (24 hours) is the `figures.reply` text. */
export const RESPONSE_PROMISE = {
  support: '24/7',
} as const;
