import type { ContactSubject } from '@school/contract';

/** Subjects as they appear in links: /contact-us?subject=product-demo-request. */
export const subjectSlug = (subject: ContactSubject) => subject.toLowerCase().replaceAll(' ', '-');

/** The contact page with a subject already chosen in its form. */
export const contactPath = (subject: ContactSubject) => `/contact-us?subject=${subjectSlug(subject)}`;

export const TRIAL_PATH = contactPath('General Inquiry');
export const DEMO_PATH = contactPath('Product Demo Request');
export const CAREERS_PATH = contactPath('Other');
