import type { PlatformSettings } from '@school/contract';
import type { ImportResult } from '@school/contract';
import type { DB } from '../../db/connect';
import type { Deps } from '../../lib/deps';
import type { Actor } from '../audit/audit.repository';
import { isLinked, findParent } from '../parents/parents.repository';
import { writeLink, writeNewParent } from '../parents/parents.service';
import { queueInvitation } from '../people/invite.service';
import { findStudent } from '../students/students.repository';
import { writeNewStudent, writeStudentEdit } from '../students/students.service';
import type { StudentPlan } from './student-rows';

/** What a run wrote, and the invitations to deliver once it has committed. */
export interface Written {
  counts: Omit<ImportResult, 'skipped'>;
  invitations: number[];
}

/**
 * Writes the students file's plans inside the run's transaction, each row through the forms' own
 * writes (so each record gets its usual audit entry): the student enrolled or edited, then their
 * parents, each created once however many rows name them, or linked when already the school's.
 */
export async function writeStudentPlans(
  deps: Deps,
  trx: DB,
  schoolId: number,
  plans: StudentPlan[],
  actor: Actor,
  /** The platform's settings when new accounts are to be invited (read before the transaction), else null. */
  invite: PlatformSettings | null,
): Promise<Written> {
  const counts = { created: 0, updated: 0, parents_created: 0, parents_linked: 0, invited: 0 };
  const invitations: number[] = [];
  const createdParents = new Map<string, number>();
  const inviteAccount = async (platform: PlatformSettings, userId: number, email: string, name: string) => {
    invitations.push(
      await queueInvitation(deps, trx, platform, {
        userId,
        to: email,
        name,
        readerName: null,
        signsInWith: email,
      }),
    );
    counts.invited++;
  };
  for (const plan of plans) {
    let studentId: number;
    if (plan.action === 'create') {
      studentId = await writeNewStudent(trx, schoolId, { ...plan.values, parent_ids: [] }, null, actor);
      counts.created++;
      if (invite !== null && plan.values.email !== null) {
        const student = (await findStudent(trx, schoolId, studentId))!;
        await inviteAccount(invite, student.user_id, plan.values.email, student.name);
      }
    } else {
      studentId = plan.id;
      await writeStudentEdit(trx, schoolId, plan.id, plan.values, actor);
      counts.updated++;
    }
    const student = { id: studentId, name: plan.values.name, admission_no: plan.values.admission_no };
    for (const parent of plan.parents) {
      const parentId = parent.existing?.id ?? createdParents.get(parent.key);
      if (parentId === undefined) {
        const id = await writeNewParent(
          trx,
          schoolId,
          {
            name: parent.name,
            email: parent.email,
            phone: parent.phone,
            relationship_type: parent.relationship_type,
            occupation: null,
            address_same_as_student: true,
            alt_phone: null,
            student_ids: [studentId],
          },
          null,
          actor,
          null,
        );
        createdParents.set(parent.key, id);
        counts.parents_created++;
        if (invite !== null) {
          await inviteAccount(
            invite,
            (await findParent(trx, schoolId, id))!.user_id,
            parent.email,
            parent.name,
          );
        }
        continue;
      }
      if (await isLinked(trx, parentId, studentId)) continue;
      // A known parent is named as the school has them, whatever the file calls them.
      await writeLink(
        trx,
        schoolId,
        parent.existing ?? { id: parentId, name: parent.name, email: parent.email },
        student,
        undefined,
        actor,
      );
      if (parent.existing) counts.parents_linked++;
    }
  }
  return { counts, invitations };
}
