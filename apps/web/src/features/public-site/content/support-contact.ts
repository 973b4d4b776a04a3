/**
 * Placeholder contact details of the product's support (spec 01 section 2.4): a reserved
 * fictional number (555-01xx) and .example addresses that cannot reach anyone by mistake.
 */
export const SUPPORT_CONTACT = {
  phone: '+1 (415) 555-0142',
  phoneHref: 'tel:+14155550142',
  email: 'support@schoolwise.example',
  address: ['Schoolwise Learning Pvt. Ltd.', '221 Learning Lane, Indiranagar', 'Bengaluru 560038, India'],
} as const;
