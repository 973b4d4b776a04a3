import { type FieldErrors, fieldMessage } from '@school/contract';
import type { DB } from '../../db/connect';
import { tooManyRequests } from '../../lib/app-error';
import { isoMinutesAgo, tryAgainIn } from '../../lib/time';
import { recordAudit, type Actor } from '../audit/audit.repository';
import { codeTaken } from '../schools/schools.repository';
import {
  emailHolder,
  isOfSchool,
  lockChecksOf,
  recentRefusals,
  VALUE_REFUSED_EVENT,
} from './taken-values.repository';
import { say } from '../../lib/i18n';

/**
 * How many refusals over values held outside its school one account may meet in the window before
 * its further checks answer 429: enough for a school registering a family already on the platform
 * a few times an hour, far too few to map who else is.
 */
export const REFUSAL_LIMIT = 10;
export const REFUSAL_WINDOW_MINUTES = 60;

export const EMAIL_TAKEN = () => fieldMessage('taken', 'email');
export const CODE_TAKEN = () => fieldMessage('taken', 'code');

/**
 * A value a form would store that is unique on the whole platform: a user's e-mail or a school's
 * code. `of` is the account or school being edited, which holds its own value.
 */
export type PlatformValue =
  | { field: 'email'; value: string; of?: { id: number; email: string } | undefined }
  | { field: 'code'; value: string; of?: { id: number; code: string } | undefined };

/** The value as it is stored, so that "unchanged" ignores case as uniqueness does. */
const stored = (v: PlatformValue) => (v.field === 'email' ? v.value.toLowerCase() : v.value.toUpperCase());
const unchanged = (v: PlatformValue) =>
  v.field === 'email' ? v.of?.email.toLowerCase() === stored(v) : v.of?.code.toUpperCase() === stored(v);

/** Who holds the value: nobody, the caller's own school (whose lists show it), or anyone else. */
async function holderOf(
  db: DB,
  v: PlatformValue,
  schoolId: number | null,
): Promise<'none' | 'own' | 'other'> {
  if (v.field === 'code') return (await codeTaken(db, v.value, v.of?.id)) ? 'other' : 'none';
  const userId = await emailHolder(db, v.value, v.of?.id);
  if (userId === undefined) return 'none';
  return schoolId !== null && (await isOfSchool(db, userId, schoolId)) ? 'own' : 'other';
}

/**
 * The "already been taken" errors of a school-level form, without letting it map the platform.
 * A value held by the caller's own people (`actor.schoolId`) is refused as always: their lists
 * show it. A value held outside is refused with the same message (the school must know why), and
 * the refusal is audited (`unique_value_refused`: form, field, value, caller, school, address) in
 * a transaction of its own, committed although the request itself fails. Once the account has
 * met REFUSAL_LIMIT of those in the window, every further check of a new value answers 429 before
 * looking, free value or taken, so the answer tells nothing more; a value already refused to it in
 * the window is answered (and audited) again but not counted again (a form sent twice, an
 * import's dry run and then its run): the limit counts distinct values. The checks of one account run one at a time,
 * so a burst of parallel requests cannot all pass the count. An unchanged value is not looked up:
 * a school over the limit can still edit its people's other fields.
 */
export async function platformValueErrors(
  db: DB,
  actor: Actor,
  form: string,
  values: PlatformValue[],
): Promise<FieldErrors> {
  const asked = values.filter((v) => !unchanged(v));
  if (asked.length === 0) return {};
  const userId = actor.userId;
  if (userId === null)
    throw new Error('A platform-wide unique value is only checked for a signed-in caller.');
  return db.transaction().execute(async (trx) => {
    await lockChecksOf(trx, userId);
    const now = Date.now();
    const recent = await recentRefusals(trx, userId, isoMinutesAgo(REFUSAL_WINDOW_MINUTES, now));
    // A value refused to this account in the window is answered again, and audited again, without
    // counting again (a form sent twice, an import's dry run and then its run): it tells nothing new.
    const refusedBefore = new Set(recent.map((r) => r.value));
    const fresh = asked.filter((v) => !refusedBefore.has(stored(v)));
    if (fresh.length > 0 && recent.length >= REFUSAL_LIMIT) {
      const oldestCounted = Date.parse(recent[REFUSAL_LIMIT - 1]!.created_at);
      const wait = Math.max(1, Math.ceil((oldestCounted + REFUSAL_WINDOW_MINUTES * 60_000 - now) / 1000));
      throw tooManyRequests(wait, say('rate.too_many_requests', { wait: tryAgainIn(wait) }));
    }
    const errors: FieldErrors = {};
    const label = form.replaceAll('_', ' ');
    for (const v of asked) {
      const holder = await holderOf(trx, v, actor.schoolId);
      if (holder === 'none') continue;
      errors[v.field] = [v.field === 'email' ? EMAIL_TAKEN() : CODE_TAKEN()];
      if (holder === 'own') continue;
      await recordAudit(trx, actor, {
        event: VALUE_REFUSED_EVENT,
        description:
          v.field === 'email'
            ? `E-mail ${stored(v)} refused on the ${label} form: it belongs to an account outside the school`
            : `School code ${stored(v)} refused on the ${label} form: it belongs to another school`,
        properties: { form, field: v.field, value: stored(v) },
      });
    }
    return errors;
  });
}
