/**
 * The five public pages, in navigation order (spec 01 section 2.4). Pure data: the header, the
 * footer and the router are built from it, and the browser tests open each page from it. Each
 * link's words are `public-site:nav.<key>`.
 */
export const PUBLIC_LINKS = [
  { to: '/', key: 'home' },
  { to: '/features', key: 'features' },
  { to: '/about-us', key: 'about_us' },
  { to: '/contact-us', key: 'contact_us' },
  { to: '/download-app', key: 'download_app' },
] as const;

export type PublicPath = (typeof PUBLIC_LINKS)[number]['to'];
