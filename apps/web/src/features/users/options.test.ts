import { describe, expect, it } from 'vitest';
import { FORM_ROLE_OPTIONS, roleFilterOptions } from './options';

describe('role options', () => {
  it('name each role by its one display name', () => {
    expect(roleFilterOptions(undefined)).toContainEqual({
      value: 'superadmin',
      label: 'Super Administrator',
    });
    expect(FORM_ROLE_OPTIONS).toContainEqual({ value: 'school_admin', label: 'School Administrator' });
  });

  it('filter by every role: without the roles list, every core role, parent included', () => {
    expect(roleFilterOptions(undefined).map((o) => o.value)).toEqual([
      'superadmin',
      'school_admin',
      'teacher',
      'student',
      'parent',
    ]);
  });

  it('filter by every role the roles API gives, custom roles included', () => {
    const options = roleFilterOptions([
      { id: 1, name: 'superadmin', display_name: 'Super Administrator' },
      { id: 5, name: 'parent', display_name: 'Parent' },
      { id: 9, name: 'accountant', display_name: null },
    ]);
    expect(options).toEqual([
      { value: 'superadmin', label: 'Super Administrator' },
      { value: 'parent', label: 'Parent' },
      { value: 'accountant', label: 'accountant' },
    ]);
  });
});
