import { customMessage } from './messages';

/*
 * The contact form's fixed values, apart from the schemas in contact.ts: they hold no zod, so
 * the public pages can import them without downloading zod (the package has no side effects,
 * so a bundler leaves out the modules whose exports go unused).
 */

/** Spec 01 section 9: the subjects the contact form offers, in its order. */
export const CONTACT_SUBJECTS = [
  'General Inquiry',
  'Product Demo Request',
  'Technical Support',
  'Sales Question',
  'Partnership Opportunity',
  'Billing Inquiry',
  'Feature Request',
  'Other',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/**
 * Spec 01 section 8: the contact form's success toast, also the API's answer, in English (read at
 * module load, for tests): the API answers with `contactSuccessMessage()`.
 */
export const CONTACT_SUCCESS_MESSAGE = "Thank you for your message! We'll get back to you soon.";

/** The contact form's success message in the caller's language, written when asked. */
export const contactSuccessMessage = () => customMessage('contact_sent');

/** Lengths the web form allows, and the API checks again. */
export const CONTACT_LIMITS = { name: 100, email: 255, school: 150, phone: 20, message: 5000 } as const;

/** An inquiry (a stored contact message) is open until a superadmin marks it handled. */
export const INQUIRY_STATUSES = ['open', 'handled'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
