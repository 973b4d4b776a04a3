import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_ROLES } from '../../src/db/migrations/2026_11_22_0100_create_identity_tables';
import { PERMISSION_CATALOGUE } from '../../src/modules/permissions/catalogue';

/*
 * The built-in permissions and roles are shown in the reader's language while their stored text is
 * still the seeded English (docs/decisions.md, "What stays English"): the web and the API compare
 * with the English of the contract's `builtins` catalogue, so it must be exactly what is seeded.
 */
const BUILTINS = join(
  dirname(createRequire(import.meta.url).resolve('@school/contract')),
  'locales',
  'builtins',
);
const english = JSON.parse(readFileSync(join(BUILTINS, 'en.json'), 'utf8')) as {
  permissions: Record<string, { display_name: string; description: string }>;
  roles: Record<string, { description: string }>;
};

describe('the builtins catalogue', () => {
  it('says in English exactly what the permission catalogue seeds, for every permission', () => {
    expect(english.permissions).toEqual(
      Object.fromEntries(
        Object.entries(PERMISSION_CATALOGUE).map(([name, entry]) => [
          name,
          { display_name: entry.display_name, description: entry.description },
        ]),
      ),
    );
  });

  it('says in English exactly the seeded description of every core role', () => {
    expect(english.roles).toEqual(
      Object.fromEntries(CORE_ROLES.map(([name, , description]) => [name, { description }])),
    );
  });
});
