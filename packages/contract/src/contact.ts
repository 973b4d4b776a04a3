import { z } from 'zod';
import { fieldMessage } from './messages';
import { paginationSchema, sortableListQuery } from './envelope';
import { CONTACT_LIMITS, CONTACT_SUBJECTS, INQUIRY_STATUSES } from './contact-constants';
import { optionalPhone, optionalText, requiredEmail, requiredText, searchTerm } from './fields';

export const contactMessageInputSchema = z.object({
  name: requiredText('name', CONTACT_LIMITS.name),
  email: requiredEmail(),
  school: optionalText('school', CONTACT_LIMITS.school),
  phone: optionalPhone(),
  subject: z.enum(CONTACT_SUBJECTS, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? fieldMessage('required', 'subject')
        : fieldMessage('selected', 'subject'),
  }),
  message: requiredText('message', CONTACT_LIMITS.message),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;
export type ContactMessageValues = z.output<typeof contactMessageInputSchema>;

/** A stored contact message as the superadmin's inquiries page reads it. */
export const inquirySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  school: z.string().nullable(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  handled_at: z.string().nullable(),
  handled_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

export const INQUIRY_SORTS = ['created_at', 'name', 'email'] as const;

export const inquiryListQuerySchema = sortableListQuery(INQUIRY_SORTS, 'created_at').extend({
  search: searchTerm,
  status: z.enum(INQUIRY_STATUSES).optional(),
});
export type InquiryListQuery = z.input<typeof inquiryListQuerySchema>;

export const inquiryListSchema = z.object({
  inquiries: z.array(inquirySchema),
  pagination: paginationSchema,
});
export type InquiryList = z.infer<typeof inquiryListSchema>;
