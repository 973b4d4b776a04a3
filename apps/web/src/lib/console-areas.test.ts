import { describe, expect, it } from 'vitest';
import {
  delegateUser,
  memberUser,
  parentUser,
  schoolAdminUser,
  sessionUser,
  studentUser,
  teacherUser,
} from '@/test/fixtures';
import { i18next } from '@/i18n/i18n';
import {
  areaNameKey,
  CONSOLE_AREAS,
  consolesOf,
  homePathOf,
  NO_CONSOLE,
  NO_CONSOLE_KEY,
  NO_CONSOLE_PATH,
  pageLabelKey,
  pageTitleKey,
  PARENT_AREA,
  SCHOOL_ADMIN_AREA,
  signInPathOf,
  STUDENT_AREA,
  SUPERADMIN_AREA,
  TEACHER_AREA,
  visiblePages,
} from './console-areas';
import {
  PLATFORM_PERMISSIONS,
  PORTAL_PERMISSIONS,
  SCHOOL_PERMISSIONS,
  TEACHER_PERMISSIONS,
} from './permissions';

const paths = (pages: ReturnType<typeof visiblePages>) => pages.map((page) => page.path);

describe('the console areas', () => {
  it('need a permission of their own console for every page', () => {
    for (const page of SUPERADMIN_AREA.pages) {
      expect(PLATFORM_PERMISSIONS as readonly string[]).toContain(page.permission);
    }
    for (const page of SCHOOL_ADMIN_AREA.pages) {
      expect(SCHOOL_PERMISSIONS as readonly string[]).toContain(page.permission);
    }
    for (const page of TEACHER_AREA.pages) {
      expect(TEACHER_PERMISSIONS as readonly string[]).toContain(page.permission);
    }
    for (const page of [...PARENT_AREA.pages, ...STUDENT_AREA.pages]) {
      expect(PORTAL_PERMISSIONS as readonly string[]).toContain(page.permission);
    }
  });

  it('show a superadmin every page of the superadmin console, and a school admin every school page', () => {
    expect(paths(visiblePages(SUPERADMIN_AREA, sessionUser()))).toEqual(
      SUPERADMIN_AREA.pages.map((p) => p.path),
    );
    expect(paths(visiblePages(SCHOOL_ADMIN_AREA, schoolAdminUser()))).toEqual(
      SCHOOL_ADMIN_AREA.pages.map((p) => p.path),
    );
    expect(visiblePages(SUPERADMIN_AREA, schoolAdminUser())).toEqual([]);
  });

  it('show a delegate exactly the pages their permissions allow', () => {
    const helpdesk = delegateUser(['users_view', 'users_update', 'roles_view', 'audit_export']);
    expect(paths(visiblePages(SUPERADMIN_AREA, helpdesk))).toEqual(['users', 'roles']);
  });

  it('show the school console only to someone who runs a school', () => {
    expect(visiblePages(SCHOOL_ADMIN_AREA, delegateUser(['students_view']))).toEqual([]);
    expect(
      paths(visiblePages(SCHOOL_ADMIN_AREA, schoolAdminUser({ permissions: ['students_view'] }))),
    ).toEqual(['students']);
  });

  it('show the teacher console to a teacher, by the permissions their role holds', () => {
    expect(paths(visiblePages(TEACHER_AREA, teacherUser()))).toEqual(['dashboard', 'classes', 'attendance']);
    expect(paths(visiblePages(TEACHER_AREA, teacherUser({ permissions: ['teaching_view'] })))).toEqual([
      'dashboard',
      'classes',
    ]);
    // A superadmin holds every permission but teaches nowhere; a delegate given these neither.
    expect(visiblePages(TEACHER_AREA, sessionUser())).toEqual([]);
    expect(visiblePages(TEACHER_AREA, delegateUser(['teaching_view', 'attendance_take']))).toEqual([]);
  });

  it('show the parent console to a parent and the student console to a student, and to nobody else', () => {
    expect(paths(visiblePages(PARENT_AREA, parentUser()))).toEqual(['dashboard', 'attendance', 'notices']);
    expect(visiblePages(STUDENT_AREA, parentUser())).toEqual([]);
    expect(paths(visiblePages(STUDENT_AREA, studentUser()))).toEqual(['dashboard', 'attendance', 'notices']);
    expect(visiblePages(PARENT_AREA, studentUser())).toEqual([]);
    expect(paths(visiblePages(PARENT_AREA, parentUser({ permissions: ['portal_notices_view'] })))).toEqual([
      'notices',
    ]);
    // Every permission, but nobody's parent nor a student.
    expect(visiblePages(PARENT_AREA, sessionUser())).toEqual([]);
    expect(visiblePages(STUDENT_AREA, sessionUser())).toEqual([]);
  });
});

describe('where a signed-in user belongs', () => {
  it('is the superadmin console first, then the school, teacher, parent and student consoles, else nowhere', () => {
    expect(homePathOf(sessionUser())).toBe('/superadmin/dashboard');
    expect(homePathOf(delegateUser(['roles_view', 'inquiries_view']))).toBe('/superadmin/roles');
    expect(homePathOf(schoolAdminUser())).toBe('/school-admin/dashboard');
    expect(homePathOf(schoolAdminUser({ permissions: [...SCHOOL_PERMISSIONS, 'users_view'] }))).toBe(
      '/superadmin/users',
    );
    expect(homePathOf(teacherUser())).toBe('/teacher/dashboard');
    expect(signInPathOf(teacherUser())).toBe('/teacher/dashboard');
    expect(homePathOf(parentUser())).toBe('/parent/dashboard');
    expect(signInPathOf(studentUser())).toBe('/student/dashboard');
    expect(homePathOf(memberUser('parent'))).toBeNull();
    expect(homePathOf(delegateUser(['statistics_export']))).toBeNull();
    expect(homePathOf(null)).toBeNull();
  });

  it('lands an account without a console on the page that says so', () => {
    expect(signInPathOf(delegateUser([]))).toBe(NO_CONSOLE_PATH);
    expect(signInPathOf(memberUser('teacher'))).toBe(NO_CONSOLE_PATH);
  });

  it('lists every console of a teacher who is also a parent, landing in the teacher’s', () => {
    const both = teacherUser({
      roles: [
        { id: 3, name: 'teacher', display_name: 'Teacher' },
        { id: 5, name: 'parent', display_name: 'Parent' },
      ],
      permissions: [...TEACHER_PERMISSIONS, 'portal_children_view', 'portal_notices_view'],
    });
    expect(consolesOf(both).map(({ area, href }) => [area.id, href])).toEqual([
      ['teacher', '/teacher/dashboard'],
      ['parent', '/parent/dashboard'],
    ]);
    expect(signInPathOf(both)).toBe('/teacher/dashboard');
    expect(consolesOf(parentUser()).map(({ area }) => area.id)).toEqual(['parent']);
  });
});

describe('the console areas in the reader’s language', () => {
  it('name every area and page through keys whose English is the text of the table', () => {
    for (const area of CONSOLE_AREAS) {
      expect(i18next.t(areaNameKey(area))).toBe(area.name);
      for (const page of area.pages) {
        expect(i18next.t(pageLabelKey(area, page))).toBe(page.label);
        expect(i18next.t(pageTitleKey(area, page))).toBe(page.title);
      }
    }
    expect(i18next.t(NO_CONSOLE_KEY)).toBe(NO_CONSOLE);
  });
});
