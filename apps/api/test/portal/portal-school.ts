import { expect } from 'vitest';
import { isoNow } from '../../src/lib/time';
import { createClass, createSection, enrolledStudent } from '../helpers/academics';
import { createParent } from '../helpers/people';
import { mintToken } from '../helpers/route-requests';
import { schoolAdminSession, type SchoolAdminSession } from '../helpers/school-admins';
import { call } from '../helpers/superadmin';
import type { TestApp } from '../helpers/test-app';
import { schoolOpenToday } from '../teacher/teacher-places';

/*
 * A school as the portals' tests see it: open every day, a current year around today, and a
 * family. Father has two children (Asha in Five A, Bala in Six A); Mother shares Asha and has
 * Chitra (Five B), linked to her alone; Dev (Five A) is nobody's child here; another school has a
 * child and a parent of its own.
 */
export interface PortalSchool {
  admin: SchoolAdminSession;
  yearId: number;
  five: { id: number; a: number; b: number };
  six: { id: number; a: number };
  father: { token: string; userId: number; parentId: number };
  mother: { token: string; userId: number; parentId: number };
  asha: Pupil;
  bala: Pupil;
  chitra: Pupil;
  dev: Pupil;
  elsewhere: { pupil: Pupil; parentToken: string; schoolId: number };
}

export interface Pupil {
  id: number;
  userId: number;
  name: string;
}

async function pupil(
  t: TestApp,
  schoolId: number,
  place: { yearId: number; classId: number; sectionId: number },
  name: string,
): Promise<Pupil> {
  const { student, user } = await enrolledStudent(t.db, schoolId, place, { user: { name } });
  return { id: student.id, userId: user.id, name };
}

export async function portalSchool(t: TestApp): Promise<PortalSchool> {
  const admin = await schoolAdminSession(t.db);
  const year = await schoolOpenToday(t, admin);
  const schoolId = admin.schoolId;
  const fiveClass = await createClass(t.db, schoolId, { name: 'Five' });
  const five = {
    id: fiveClass.id,
    a: (await createSection(t.db, schoolId, fiveClass.id, { name: 'A' })).id,
    b: (await createSection(t.db, schoolId, fiveClass.id, { name: 'B' })).id,
  };
  const sixClass = await createClass(t.db, schoolId, { name: 'Six' });
  const six = { id: sixClass.id, a: (await createSection(t.db, schoolId, sixClass.id, { name: 'A' })).id };
  const at = (classId: number, sectionId: number) => ({ yearId: year.id, classId, sectionId });
  const asha = await pupil(t, schoolId, at(five.id, five.a), 'Asha Rao');
  const bala = await pupil(t, schoolId, at(six.id, six.a), 'Bala Rao');
  const chitra = await pupil(t, schoolId, at(five.id, five.b), 'Chitra Rao');
  const dev = await pupil(t, schoolId, at(five.id, five.a), 'Dev Nair');
  const fatherMade = await createParent(t.db, schoolId, { students: [bala.id, asha.id] });
  const motherMade = await createParent(t.db, schoolId, {
    relationship: 'mother',
    students: [asha.id, chitra.id],
  });
  const other = await schoolAdminSession(t.db);
  const otherYear = await schoolOpenToday(t, other);
  const otherClass = await createClass(t.db, other.schoolId);
  const otherSection = await createSection(t.db, other.schoolId, otherClass.id);
  const far = await pupil(
    t,
    other.schoolId,
    { yearId: otherYear.id, classId: otherClass.id, sectionId: otherSection.id },
    'Esha Far',
  );
  const farParent = await createParent(t.db, other.schoolId, { students: [far.id] });
  return {
    admin,
    yearId: year.id,
    five,
    six,
    father: {
      token: await mintToken(t.db, fatherMade.user.id),
      userId: fatherMade.user.id,
      parentId: fatherMade.parent.id,
    },
    mother: {
      token: await mintToken(t.db, motherMade.user.id),
      userId: motherMade.user.id,
      parentId: motherMade.parent.id,
    },
    asha,
    bala,
    chitra,
    dev,
    elsewhere: {
      pupil: far,
      parentToken: await mintToken(t.db, farParent.user.id),
      schoolId: other.schoolId,
    },
  };
}

/** A GET as `token`, answered `status`; its data. */
export async function portalGet<T>(t: TestApp, token: string, url: string, status = 200): Promise<T> {
  const res = await call(t.app, token, { method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
  return res.json<{ data: T }>().data;
}

/** The school's register of a section on a date, taken by its admin with these marks. */
export async function takeRegister(
  t: TestApp,
  school: PortalSchool,
  sectionId: number,
  date: string,
  marks: { student_id: number; status: string; note: string | null }[],
) {
  const res = await call(t.app, school.admin.token, {
    method: 'PUT',
    url: `/api/school/sections/${sectionId}/attendance/${date}`,
    payload: { marks },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A notice of the school written as the admin's form would leave it. */
export async function postNotice(
  t: TestApp,
  schoolId: number,
  notice: {
    title: string;
    audience: 'everyone' | 'parents' | 'teachers' | 'students';
    publish_date: string;
    class_id?: number | null;
    section_id?: number | null;
  },
): Promise<number> {
  const now = isoNow();
  const row = await t.db
    .insertInto('notices')
    .values({
      school_id: schoolId,
      title: notice.title,
      body: `${notice.title}: details.`,
      publish_date: notice.publish_date,
      audience: notice.audience,
      class_id: notice.class_id ?? null,
      section_id: notice.section_id ?? null,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
