/** The questions of the contact page: `contact.faq.<key>.{question,answer}`. */
export const FAQ = ['start', 'trial', 'data'] as const;
