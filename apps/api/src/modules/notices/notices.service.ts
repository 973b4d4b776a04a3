import type { Notice, NoticeList, NoticeValues } from '@school/contract';
import type { DB } from '../../db/connect';
import { invalid, notFound } from '../../lib/app-error';
import { countedPage, type PageRequest } from '../../lib/pagination';
import { recordAudit, type Actor } from '../audit/audit.repository';
import {
  deleteNotice,
  findNotice,
  insertNotice,
  noticeList,
  lockNotice,
  updateNotice,
  type NoticeFilters,
  type NoticeSort,
  type NoticeWithAuthor,
} from './notices.repository';
import { addressErrors } from './notice-address';
import { say } from '../../lib/i18n';

/** A class or section by id and name; null when the notice is not addressed to one. */
const place = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

function present({
  school_id: _school,
  created_by,
  author_name,
  class_id,
  class_name,
  section_id,
  section_name,
  ...row
}: NoticeWithAuthor): Notice {
  return {
    ...row,
    class: place(class_id, class_name),
    section: place(section_id, section_name),
    created_by: created_by === null ? null : { id: created_by, name: author_name ?? '' },
  };
}

/** What an audit entry keeps of a notice: what it says, when, and to whom (ids and names). */
const recorded = (n: NoticeWithAuthor) => ({
  title: n.title,
  body: n.body,
  publish_date: n.publish_date,
  audience: n.audience,
  class_id: n.class_id,
  class: n.class_name,
  section_id: n.section_id,
  section: n.section_name,
});

/** 422 when the class or section is not the school's, or the section not of that class. */
async function checkAddress(db: DB, schoolId: number, values: NoticeValues): Promise<void> {
  const errors = await addressErrors(db, schoolId, values);
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

async function existing(db: DB, schoolId: number, id: number): Promise<NoticeWithAuthor> {
  const notice = await findNotice(db, schoolId, id);
  if (!notice) throw notFound(say('not_found.notice'));
  return notice;
}

/** The notice, locked for the transaction that changes it (see lockNotice). */
async function locked(trx: DB, schoolId: number, id: number): Promise<NoticeWithAuthor> {
  if (!(await lockNotice(trx, schoolId, id))) throw notFound(say('not_found.notice'));
  return existing(trx, schoolId, id);
}

export async function noticePage(
  db: DB,
  schoolId: number,
  filters: NoticeFilters,
  request: PageRequest<NoticeSort>,
): Promise<NoticeList> {
  const { count, sorted } = noticeList(db, schoolId, filters);
  const { rows, pagination } = await countedPage(db, request, count, sorted(request));
  return { notices: rows.map(present), pagination };
}

export async function getNotice(db: DB, schoolId: number, id: number): Promise<Notice> {
  return present(await existing(db, schoolId, id));
}

/** The notice is posted by the signed-in user: created_by comes from the session, never the body. */
export async function createNotice(
  db: DB,
  schoolId: number,
  values: NoticeValues,
  actor: Actor,
): Promise<Notice> {
  return db.transaction().execute(async (trx) => {
    await checkAddress(trx, schoolId, values);
    const { id } = await insertNotice(trx, schoolId, values, actor.userId);
    const notice = await existing(trx, schoolId, id);
    await recordAudit(trx, actor, {
      event: 'notice_created',
      description: `Notice "${notice.title}" posted`,
      properties: { after: recorded(notice) },
    });
    return present(notice);
  });
}

export async function editNotice(
  db: DB,
  schoolId: number,
  id: number,
  values: NoticeValues,
  actor: Actor,
): Promise<Notice> {
  return db.transaction().execute(async (trx) => {
    const before = await locked(trx, schoolId, id);
    await checkAddress(trx, schoolId, values);
    await updateNotice(trx, schoolId, id, values);
    const after = await existing(trx, schoolId, id);
    await recordAudit(trx, actor, {
      event: 'notice_updated',
      description: `Notice "${after.title}" updated`,
      properties: { before: recorded(before), after: recorded(after) },
    });
    return present(after);
  });
}

export async function removeNotice(db: DB, schoolId: number, id: number, actor: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const notice = await locked(trx, schoolId, id);
    await deleteNotice(trx, schoolId, id);
    await recordAudit(trx, actor, {
      event: 'notice_deleted',
      description: `Notice "${notice.title}" deleted`,
      properties: { before: { id: notice.id, ...recorded(notice), created_by: notice.created_by } },
    });
  });
}
