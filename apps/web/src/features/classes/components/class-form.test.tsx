import { classInputSchema, type SchoolClass } from '@school/contract';
import { describe, it } from 'vitest';
import { expectFormShows } from '@/test/edit-form';
import { renderRoutes } from '@/test/render';
import { ClassForm } from './class-form';

const record: SchoolClass = {
  id: 3,
  name: 'Grade 5',
  grade_level: 5,
  students_count: 0,
  teachers_count: 0,
  sections_count: 0,
  created_at: '2026-06-01T09:00:00.000Z',
  updated_at: '2026-06-01T09:00:00.000Z',
};

describe('ClassForm', () => {
  it('opens an edit on the whole current state: every field it edits, as the record holds it', async () => {
    renderRoutes([{ path: '/', element: <ClassForm schoolClass={record} onDone={() => {}} /> }], '/');
    await expectFormShows(record, Object.keys(classInputSchema.shape));
  });
});
