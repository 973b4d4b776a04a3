import { CONTACT_SUBJECTS, fieldMessage, isPhone, phoneMessage } from '@school/contract';

export const CONTACT_FIELDS = ['name', 'email', 'school', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  email: '',
  school: '',
  phone: '',
  subject: '',
  message: '',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Spec 01 section 5, in the API's words (packages/contract/src/contact.ts), checked before
 * sending so that a visitor hears at once what to fix. The contract's zod schema is not used
 * here because zod would triple the contact page's download; lengths are capped by maxLength.
 */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const required = (field: ContactField) => {
    if (!values[field].trim()) errors[field] = fieldMessage('required', field);
    return !errors[field];
  };
  required('name');
  if (required('email') && !EMAIL.test(values.email.trim())) {
    errors.email = fieldMessage('email', 'email');
  }
  if (values.phone.trim() && !isPhone(values.phone)) errors.phone = phoneMessage();
  if (required('subject') && !(CONTACT_SUBJECTS as readonly string[]).includes(values.subject)) {
    errors.subject = fieldMessage('selected', 'subject');
  }
  required('message');
  return errors;
}
