import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_LIMIT } from '../../src/modules/taken-values/taken-values.service';
import { createUser } from '../helpers/factories';
import {
  checked,
  errorKeys,
  importOf,
  importSchool,
  run,
  studentRow,
  studentsFile,
  uploaded,
} from '../helpers/imports';
import { auditsOfEvent, lastAuditId } from '../helpers/superadmin';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * E-mails of accounts outside the school are refused as the forms refuse them, counted against
 * the same limit (taken-values.service.ts). A file with more of them than the limit still gets a
 * dry run: the rows past it say they cannot be checked now, the others are checked; a value once
 * refused is not counted again when the run checks the file again.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('e-mails of accounts outside the school', () => {
  it('are refused up to the limit, the rows past it say so, and the run does not count them again', async () => {
    const s = await importSchool(t.db);
    const outside = await Promise.all(
      Array.from({ length: REFUSAL_LIMIT + 2 }, () => createUser(t.db, { roles: ['parent'] })),
    );
    const rows = outside.map((user) => studentRow({ parent_emails: user.email }));
    const since = await lastAuditId(t.db);
    const imp = await uploaded(t.app, s.admin.token, 'students', studentsFile(...rows, studentRow()));
    const dry = await checked(t.app, s.admin.token, imp);
    // Rows 2 to 13 are in error, row 14 is valid: rows are checked side by side, so which ten of
    // the twelve are refused as taken, and which two cannot be checked now, is not fixed.
    expect(errorKeys(dry)).toEqual(outside.map((_, i) => `${i + 2}: parent_emails`));
    const messages = dry.errors.map((e) => e.errors.parent_emails![0]!);
    expect(messages.filter((m) => m === 'Email has already been taken.')).toHaveLength(REFUSAL_LIMIT);
    expect(messages.filter((m) => m.startsWith('Too many requests'))).toHaveLength(2);
    expect(dry.summary).toMatchObject({ to_create: 1, with_errors: REFUSAL_LIMIT + 2 });
    expect(await auditsOfEvent(t.db, 'unique_value_refused', since)).toHaveLength(REFUSAL_LIMIT);

    // The run checks the file again: the ten refused are answered and audited again, but not
    // counted again (the limit counts distinct values), so the run is not refused.
    const res = await run(t.app, s.admin.token, dry, { only_valid: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(importOf(res).result).toMatchObject({ created: 1, skipped: REFUSAL_LIMIT + 2 });
    const refusals = await auditsOfEvent(t.db, 'unique_value_refused', since);
    expect(refusals).toHaveLength(2 * REFUSAL_LIMIT);
    expect(new Set(refusals.map((r) => r.properties!.value)).size).toBe(REFUSAL_LIMIT);
  });
});
