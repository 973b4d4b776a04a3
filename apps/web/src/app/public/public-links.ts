/**
 * The five public pages, in navigation order (spec 01 section 2.4). Pure data: the header, the
 * footer and the router are built from it, and the browser tests open each page from it.
 */
export const PUBLIC_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/features', label: 'Features' },
  { to: '/about-us', label: 'About Us' },
  { to: '/contact-us', label: 'Contact Us' },
  { to: '/download-app', label: 'Download App' },
] as const;

export type PublicPath = (typeof PUBLIC_LINKS)[number]['to'];
