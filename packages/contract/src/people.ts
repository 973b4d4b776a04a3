import { z } from 'zod';
import { idOf, optionalEmail } from './fields';
import { customMessage, ruleError as m } from './messages';

/*
 * The person model shared by the Students, Teachers and Parents screens (docs/decisions.md,
 * "People"): one account per person, which may hold a teacher and a parent record of the same
 * school; students without an e-mail, invited later; archive instead of delete.
 */

/**
 * On creating a teacher or parent: the e-mail belongs to a person of this school already, and the
 * admin confirmed adding the new role to that person's account (the server answers 409 with the
 * question otherwise). Their name, phone and password stay as they are.
 */
export const existingPerson = z.boolean(m('boolean', 'existing_person')).default(false);

/**
 * The 409 "this e-mail belongs to a person here: add the role to them?" names this field in its
 * errors, so a form tells it from other conflicts and asks before sending `existing_person`.
 */
export const SAME_PERSON_FIELD = 'existing_person';

export const INVITE_TARGETS = ['student', 'parent'] as const;

/**
 * Invite a student's account: a link to set its password goes to the student's own e-mail (given
 * here when they have none yet, and then set on them) or to one of their linked parents.
 */
export const studentInviteSchema = z
  .object({
    send_to: z.enum(INVITE_TARGETS, m('one_of', 'send_to', { values: INVITE_TARGETS.join(', ') })),
    email: optionalEmail(),
    parent_id: idOf('parent_id').nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.send_to === 'parent' && !v.parent_id) {
      ctx.addIssue({ code: 'custom', path: ['parent_id'], message: customMessage('choose_parent') });
    }
  });
export type StudentInviteInput = z.input<typeof studentInviteSchema>;
export type StudentInviteValues = z.output<typeof studentInviteSchema>;

export const studentInviteResultSchema = z.object({
  /** Where the link went. */
  sent_to: z.string(),
  /** What the student signs in with once the password is set. */
  sign_in_name: z.string(),
});
export type StudentInviteResult = z.infer<typeof studentInviteResultSchema>;

/** What goes (or stays) with a person: the delete dialog lists it before asking. */
export const linkedRecordsSchema = z.object({
  name: z.string(),
  /** Each kind of linked thing with its count and the names of the first few. */
  links: z.array(
    z.object({
      kind: z.string(),
      label: z.string(),
      count: z.number().int(),
      names: z.array(z.string()),
    }),
  ),
  /** The account's other roles in this school, which a delete keeps (with the account). */
  other_roles: z.array(z.string()),
  /** Whether the person can be archived instead (students and teachers). */
  archivable: z.boolean(),
});
export type LinkedRecords = z.infer<typeof linkedRecordsSchema>;
