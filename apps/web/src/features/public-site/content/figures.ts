/*
 * Spec 01 section 9: the marketing figures, business hours and promises that the public pages
 * quote. They live here once so that every page says the same thing.
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
  implementation: '2 to 4 weeks',
} as const;

export const BUSINESS_HOURS = [
  { days: 'Monday to Friday', hours: '9 AM to 6 PM' },
  { days: 'Saturday', hours: '10 AM to 2 PM' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

/** Answer within 24 hours on business days; technical support around the clock. */
export const RESPONSE_PROMISE = {
  reply: '24 hours',
  support: '24/7',
} as const;
