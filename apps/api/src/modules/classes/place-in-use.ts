import type { DB } from '../../db/connect';
import { conflict } from '../../lib/app-error';
import { say } from '../../lib/i18n';
import { countRegistersOf } from '../attendance/attendance.repository';
import { countNoticesAddressedTo } from '../notices/notices.repository';

/*
 * Deleting never loses data silently (server-rules.md): a class or section that notices are
 * addressed to (they would be left addressed to nothing) or that holds attendance registers (they
 * and their marks would cascade with it) stays, with a 409 that says which. Call it in the
 * delete's transaction, once the row is locked.
 */
export async function refuseIfInUse(
  trx: DB,
  schoolId: number,
  place: { classId: number } | { sectionId: number },
  name: string,
): Promise<void> {
  const kind = 'classId' in place ? 'class' : 'section';
  const notices = await countNoticesAddressedTo(trx, schoolId, place);
  if (notices > 0) throw conflict(say(`conflict.${kind}_has_notices`, { name, count: notices }));
  const registers = await countRegistersOf(trx, schoolId, place);
  if (registers > 0) throw conflict(say(`conflict.${kind}_has_attendance`, { name, count: registers }));
}
