import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import builtinsFrench from '../../../../packages/contract/src/locales/builtins/fr.json';
import builtinsHindi from '../../../../packages/contract/src/locales/builtins/hi.json';
import { i18next } from '@/i18n/i18n';
import commonFrench from '@/i18n/locales/common/fr.json';
import { permissionDescriptionOf, permissionNameOf, roleDescriptionOf, roleNameOf } from './builtin-text';

/* The built-in permissions and roles in the reader's language while unedited (docs/decisions.md, "What stays English"). */
describe('built-in permission and role texts', () => {
  beforeAll(() => {
    i18next.addResourceBundle('fr', 'builtins', builtinsFrench);
    i18next.addResourceBundle('hi', 'builtins', builtinsHindi);
    i18next.addResourceBundle('fr', 'common', commonFrench);
  });
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  const seeded = {
    name: 'students_view',
    display_name: 'View students',
    description: 'List and open students of the school.',
  };

  it('shows a seeded text in English to an English reader', () => {
    expect(permissionNameOf(seeded)).toBe('View students');
    expect(permissionDescriptionOf(seeded)).toBe('List and open students of the school.');
  });

  it('translates a permission’s seeded name and description', async () => {
    await i18next.changeLanguage('fr');
    expect(permissionNameOf(seeded)).toBe('Voir les élèves');
    expect(permissionDescriptionOf(seeded)).toBe('Lister et ouvrir les élèves de l’école.');
    expect(permissionNameOf({ name: 'students_view', display_name: null })).toBe('Voir les élèves');
    await i18next.changeLanguage('hi');
    expect(permissionNameOf(seeded)).toBe('छात्र देखें');
  });

  it('shows an edited built-in text as stored, each field on its own', async () => {
    await i18next.changeLanguage('fr');
    const edited = { ...seeded, display_name: 'See pupils' };
    expect(permissionNameOf(edited)).toBe('See pupils');
    expect(permissionDescriptionOf(edited)).toBe('Lister et ouvrir les élèves de l’école.');
    expect(permissionDescriptionOf({ ...seeded, description: 'Pupils only.' })).toBe('Pupils only.');
    expect(permissionDescriptionOf({ ...seeded, description: null })).toBeNull();
  });

  it('shows a custom permission as stored, or by its system name', async () => {
    await i18next.changeLanguage('fr');
    expect(permissionNameOf({ name: 'exams_grade', display_name: 'Grade exams', description: 'x' })).toBe(
      'Grade exams',
    );
    expect(permissionNameOf({ name: 'exams_grade', display_name: null })).toBe('exams_grade');
    expect(permissionDescriptionOf({ name: 'exams_grade', description: 'Mark papers.' })).toBe(
      'Mark papers.',
    );
  });

  it('translates a core role’s seeded description, and keeps an edited or custom one as stored', async () => {
    await i18next.changeLanguage('fr');
    const teacher = {
      name: 'teacher',
      display_name: 'Teacher',
      description: 'Teaches classes and subjects in one school.',
    };
    expect(roleNameOf(teacher)).toBe('Enseignant');
    expect(roleDescriptionOf(teacher)).toBe('Enseigne des classes et des matières dans une école.');
    expect(roleDescriptionOf({ ...teacher, description: 'Our staff.' })).toBe('Our staff.');
    expect(
      roleDescriptionOf({ name: 'librarian', description: 'Teaches classes and subjects in one school.' }),
    ).toBe('Teaches classes and subjects in one school.');
  });
});
