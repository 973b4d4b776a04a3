import type { PlatformSettings } from '@school/contract';
import type { DB } from '../../db/connect';
import type { Deps } from '../../lib/deps';
import type { Actor } from '../audit/audit.repository';
import { queueInvitation } from '../people/invite.service';
import { findTeacher } from '../teachers/teachers.repository';
import { writeNewTeacher, writeTeacherEdit } from '../teachers/teachers.service';
import type { Written } from './student-writes';
import type { TeacherPlan } from './teacher-rows';

/**
 * Writes the teachers file's plans inside the run's transaction through the teacher form's own
 * writes: created without a password (invited when asked), or edited when the code matched.
 */
export async function writeTeacherPlans(
  deps: Deps,
  trx: DB,
  schoolId: number,
  plans: TeacherPlan[],
  actor: Actor,
  /** The platform's settings when new accounts are to be invited (read before the transaction), else null. */
  invite: PlatformSettings | null,
): Promise<Written> {
  const counts = { created: 0, updated: 0, parents_created: 0, parents_linked: 0, invited: 0 };
  const invitations: number[] = [];
  for (const plan of plans) {
    if (plan.action === 'update') {
      await writeTeacherEdit(trx, schoolId, plan.before, plan.values, actor);
      counts.updated++;
      continue;
    }
    const { name, email, phone, ...fields } = plan.values;
    const id = await writeNewTeacher(
      trx,
      schoolId,
      { account: { name, email, phone, password: null }, fields },
      null,
      actor,
      null,
    );
    counts.created++;
    if (invite !== null) {
      const teacher = (await findTeacher(trx, schoolId, id))!;
      invitations.push(
        await queueInvitation(deps, trx, invite, {
          userId: teacher.user_id,
          to: email,
          name,
          readerName: null,
          signsInWith: email,
        }),
      );
      counts.invited++;
    }
  }
  return { counts, invitations };
}
