import { z } from 'zod';
import { ruleError as m } from './messages';
import { optionalText } from './fields';
import { schoolInputSchema } from './schools';

/** An image of the school's gallery, served under /storage. */
export const galleryImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  /** The file's name on the uploader's machine, shown as its caption. */
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  created_at: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const schoolGallerySchema = z.object({ gallery: z.array(galleryImageSchema) });
export type SchoolGallery = z.infer<typeof schoolGallerySchema>;

/** The school as its administrator sees and edits it (spec 02, "School profile"). */
export const schoolProfileSchema = z.object({
  name: z.string(),
  code: z.string(),
  board: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address_line1: z.string().nullable(),
  address_line2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
  postal_code: z.string().nullable(),
  website: z.string().nullable(),
  establishment_year: z.number().int().nullable(),
  affiliation_number: z.string().nullable(),
  /** A /storage URL, or null without a logo. */
  logo_url: z.string().nullable(),
  /** Newest first. */
  gallery: z.array(galleryImageSchema),
});
export type SchoolProfile = z.infer<typeof schoolProfileSchema>;

/** The year a school was founded in: not before 1800, not in the future. */
const establishmentYear = z
  .number(m('year', 'establishment_year'))
  .int(m('year', 'establishment_year'))
  .min(1800, m('year_min', 'establishment_year', { min: 1800 }))
  .refine((year) => year <= new Date().getUTCFullYear(), m('not_future', 'establishment_year'))
  .nullish()
  .transform((v) => v ?? null);

/** A web address: http or https only, so that a link on the profile can never run script. */
const website = optionalText('website').refine(
  (v) => v === null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v),
  m('web_address', 'website'),
);

/**
 * PUT /school/profile: the superadmin's school fields (name, code and board required, the code
 * stored in capitals) and what the school adds about itself.
 */
export const schoolProfileInputSchema = schoolInputSchema.extend({
  website,
  establishment_year: establishmentYear,
  affiliation_number: optionalText('affiliation_number', 100),
});
export type SchoolProfileInput = z.input<typeof schoolProfileInputSchema>;
export type SchoolProfileValues = z.output<typeof schoolProfileInputSchema>;

export const schoolProfileStatisticsSchema = z.object({
  users: z.object({
    students: z.number().int(),
    teachers: z.number().int(),
    parents: z.number().int(),
  }),
  academic: z.object({
    classes: z.number().int(),
    sections: z.number().int(),
    subjects: z.number().int(),
    academic_years: z.number().int(),
  }),
});
export type SchoolProfileStatistics = z.infer<typeof schoolProfileStatisticsSchema>;

export const schoolProfileAnalyticsSchema = z.object({
  performance: z.object({
    /**
     * Percent of the enrolled who came (present or late) over the school's registers of the
     * current academic year, one decimal; null before any: never an invented figure.
     */
    attendance_rate: z.number().nullable(),
    /** Null until assignments exist. */
    assignment_completion_rate: z.number().nullable(),
  }),
  growth: z.object({
    /** Students admitted since the current academic year began (since 1 January without one). */
    students_growth: z.number().int(),
  }),
  engagement: z.object({
    /** Students and teachers whose accounts are active (not signed in today: accounts). */
    active_students: z.number().int(),
    active_teachers: z.number().int(),
  }),
});
export type SchoolProfileAnalytics = z.infer<typeof schoolProfileAnalyticsSchema>;

/** The gallery upload's field, and what a request without any image there is told. */
export const GALLERY_FIELD = 'images';
export const NO_IMAGES_SELECTED = 'Please select images to upload';
