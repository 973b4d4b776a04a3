import { describe, expect, it } from 'vitest';
import { FORM_ROLE_OPTIONS, ROLE_FILTER_OPTIONS } from './options';

describe('role options', () => {
  it('name each role by its one display name', () => {
    expect(ROLE_FILTER_OPTIONS).toContainEqual({ value: 'superadmin', label: 'Super Administrator' });
    expect(FORM_ROLE_OPTIONS).toContainEqual({ value: 'school_admin', label: 'School Administrator' });
  });
});
