import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '@/i18n/i18n';
import commonFrench from '@/i18n/locales/common/fr.json';
import french from './locales/fr.json';
import { roleNameOf } from '@/lib/builtin-text';
import { FORM_ROLE_OPTIONS, roleFilterOptions, STATUS_OPTIONS } from './options';

describe('role and status options in another language', () => {
  beforeAll(() => {
    i18next.addResourceBundle('fr', 'users', french);
    i18next.addResourceBundle('fr', 'common', commonFrench);
  });
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('read the options made at module load in the language of the moment they are drawn', async () => {
    expect(FORM_ROLE_OPTIONS).toContainEqual({ value: 'school_admin', label: 'School Administrator' });
    await i18next.changeLanguage('fr');
    expect(FORM_ROLE_OPTIONS).toContainEqual({ value: 'school_admin', label: 'Administrateur de l’école' });
    expect(STATUS_OPTIONS.map((o) => o.label)).toEqual(['Actif', 'Inactif', 'Suspendu']);
    expect(roleFilterOptions(undefined)).toContainEqual({ value: 'teacher', label: 'Enseignant' });
  });

  it('translate a core role under its seeded name, and keep a renamed core role and a custom role as typed', async () => {
    await i18next.changeLanguage('fr');
    expect(roleNameOf({ name: 'parent', display_name: 'Parent' })).toBe('Parent d’élève');
    expect(roleNameOf({ name: 'teacher', display_name: 'Teacher' })).toBe('Enseignant');
    expect(roleNameOf({ name: 'teacher', display_name: 'Faculty' })).toBe('Faculty');
    expect(roleNameOf({ name: 'exam_coordinator', display_name: 'Exam Coordinator' })).toBe(
      'Exam Coordinator',
    );
    expect(roleNameOf({ name: 'accountant', display_name: null })).toBe('accountant');
  });
});
