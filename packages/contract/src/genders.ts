/** The genders the school forms offer for students and teachers (spec 02 section 9). */
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
