import { PLATFORM_SETTINGS_DEFAULTS } from '@school/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClass, createSection, currentYear, enrolledStudent } from '../helpers/academics';
import { createUser } from '../helpers/factories';
import { freshIp } from '../helpers/http';
import { createTeacher } from '../helpers/people';
import { schoolAdminSession, type SchoolAdminSession } from '../helpers/school-admins';
import { resetSettings } from '../helpers/settings';
import { call, consoleSessions, marker, type ConsoleSessions } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The messages the API writes from parts (a success, a refusal naming a place and a person, a
 * count) come back whole in the caller's language (docs/decisions.md, "Languages"), and in the
 * English of the specs without a header.
 */

let t: TestApp;
let s: ConsoleSessions;
let school: SchoolAdminSession;
beforeAll(async () => {
  t = await createTestApp();
  s = await consoleSessions(t.app, t.db);
  school = await schoolAdminSession(t.db);
});
afterAll(() => t.close());
afterEach(() => resetSettings(t.db));

const FRENCH = { 'accept-language': 'fr-FR,fr;q=0.9' };
const HINDI = { 'accept-language': 'hi-IN' };
const SPANISH = { 'accept-language': 'es' };

describe('success messages', () => {
  it('approves a user in Hindi, and refuses a second approval in French and in English', async () => {
    const user = await createUser(t.db, { status: 'inactive' });
    const approve = (headers: Record<string, string> = {}) =>
      call(t.app, s.sa, { method: 'POST', url: `/api/superadmin/users/${user.id}/approve`, headers });

    const done = await approve(HINDI);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('उपयोगकर्ता सफलतापूर्वक स्वीकृत हो गया!');
    expect(done.headers['content-language']).toBe('hi');

    const french = await approve(FRENCH);
    expect(french.statusCode).toBe(409);
    expect(french.json()).toEqual({
      success: false,
      message: 'Seul un utilisateur inactif peut être approuvé.',
    });
    expect((await approve()).json().message).toBe('Only an inactive user can be approved.');
  });

  it('says a settings group is saved in French, and in English by default', async () => {
    const save = (headers: Record<string, string> = {}) =>
      call(t.app, s.sa, {
        method: 'PUT',
        url: '/api/superadmin/settings/platform',
        headers,
        payload: PLATFORM_SETTINGS_DEFAULTS,
      });
    expect((await save(FRENCH)).json().message).toBe('Paramètres de la plateforme enregistrés avec succès !');
    expect((await save()).json().message).toBe('Platform settings saved successfully!');
  });

  it("thanks a visitor for a contact message in Spanish, and in the spec's English by default", async () => {
    const send = (headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers,
        remoteAddress: freshIp(),
        payload: {
          name: `Lucía Pérez ${marker()}`,
          email: 'lucia.perez@colegio.example',
          school: 'Colegio Río Claro',
          phone: '+34 600 123 456',
          subject: 'General Inquiry',
          message: 'Queremos conocer la plataforma para nuestras tres sedes.',
        },
      });
    const spanish = await send(SPANISH);
    expect(spanish.statusCode).toBe(201);
    expect(spanish.json()).toEqual({
      success: true,
      message: '¡Gracias por su mensaje! Le responderemos pronto.',
    });
    expect((await send()).json().message).toBe("Thank you for your message! We'll get back to you soon.");
  });
});

describe('messages naming places and people', () => {
  it('names the class teacher who holds a section in French and Hindi, the words in each language', async () => {
    const schoolClass = await createClass(t.db, school.schoolId, { name: 'Grade 7' });
    const section = await createSection(t.db, school.schoolId, schoolClass.id, { name: 'B' });
    const [holder, other] = await Promise.all([
      createTeacher(t.db, school.schoolId, { user: { name: 'Asha Rao' } }),
      createTeacher(t.db, school.schoolId),
    ]);
    const lead = (teacherId: number, headers: Record<string, string> = {}) =>
      call(t.app, school.token, {
        method: 'POST',
        url: `/api/school/teachers/${teacherId}/assign-classes`,
        headers,
        payload: {
          class_ids: [schoolClass.id],
          section_ids: [section.id],
          class_teacher_of: [{ class_id: schoolClass.id, section_id: section.id }],
        },
      });

    const first = await lead(holder.teacher.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('Classes assigned successfully!');

    const french = await lead(other.teacher.id, FRENCH);
    expect(french.statusCode).toBe(409);
    expect(french.json().message).toBe(
      'La section B de la classe Grade 7 a déjà un enseignant principal : Asha Rao. Une classe ou une section a un seul enseignant principal ; retirez d’abord l’actuel.',
    );
    expect((await lead(other.teacher.id, HINDI)).json().message).toBe(
      'कक्षा Grade 7 के सेक्शन B के पहले से कक्षा शिक्षक हैं: Asha Rao। किसी कक्षा या सेक्शन का एक ही कक्षा शिक्षक होता है; पहले उन्हें हटाएँ।',
    );
    expect((await lead(other.teacher.id)).json().message).toBe(
      'Section B of class Grade 7 already has a class teacher: Asha Rao. A class or section has one class teacher; remove theirs first.',
    );
  });

  it('refuses students a section has no seats for, with the plural of each language', async () => {
    // A school without a current year: the refusal names the screen in the caller's language.
    const fresh = await schoolAdminSession(t.db);
    const freshClass = await createClass(t.db, fresh.schoolId);
    const freshSection = await createSection(t.db, fresh.schoolId, freshClass.id);
    const noYear = (headers: Record<string, string> = {}) =>
      call(t.app, fresh.token, {
        method: 'POST',
        url: `/api/school/sections/${freshSection.id}/assign-students`,
        headers,
        payload: { student_ids: [1] },
      });
    expect((await noYear(FRENCH)).json().errors.academic_year_id).toEqual([
      'Aucune année scolaire n’est en cours. Définissez d’abord l’année en cours sur l’écran Années scolaires.',
    ]);
    expect((await noYear()).json().errors.academic_year_id).toEqual([
      'No academic year is current. Set the current year on the Academic Years screen first.',
    ]);

    const year = await currentYear(t.db, school.schoolId);
    const schoolClass = await createClass(t.db, school.schoolId, { name: 'Grade 8' });
    const students = await Promise.all(
      [1, 2, 3].map(() =>
        enrolledStudent(t.db, school.schoolId, { yearId: year.id, classId: schoolClass.id }),
      ),
    );
    const ids = students.map((s) => s.student.id);
    const sections = {
      1: await createSection(t.db, school.schoolId, schoolClass.id, { name: 'C1', capacity: 1 }),
      2: await createSection(t.db, school.schoolId, schoolClass.id, { name: 'C2', capacity: 2 }),
    };
    const assign = async (capacity: 1 | 2, headers: Record<string, string> = {}) => {
      const res = await call(t.app, school.token, {
        method: 'POST',
        url: `/api/school/sections/${sections[capacity].id}/assign-students`,
        headers,
        payload: { student_ids: ids },
      });
      expect(res.statusCode, res.body).toBe(422);
      return res.json<{ errors: Record<string, string[]> }>().errors.student_ids;
    };
    expect(await assign(1)).toEqual(['Only 1 seat is left in section C1; 3 students were selected.']);
    expect(await assign(2)).toEqual(['Only 2 seats are left in section C2; 3 students were selected.']);
    expect(await assign(1, HINDI)).toEqual(['सेक्शन C1 में केवल 1 सीट बची है; 3 छात्र चुने गए थे।']);
    expect(await assign(2, SPANISH)).toEqual([
      'Solo quedan 2 plazas en la sección C2; se seleccionaron 3 estudiantes.',
    ]);
    expect(await assign(1, FRENCH)).toEqual([
      'Il reste seulement 1 place dans la section C1 ; 3 élèves ont été sélectionnés.',
    ]);
  });
});
