import { subjectInputSchema, type Subject } from '@school/contract';
import { describe, it } from 'vitest';
import { expectFormShows } from '@/test/edit-form';
import { renderRoutes } from '@/test/render';
import { SubjectForm } from './subject-form';

const record: Subject = {
  id: 6,
  name: 'Mathematics',
  code: 'MATH-1',
  description: 'Numbers and shapes',
  teachers_count: 2,
  created_at: '2026-06-01T09:00:00.000Z',
  updated_at: '2026-06-01T09:00:00.000Z',
};

describe('SubjectForm', () => {
  it('opens an edit on the whole current state: every field it edits, as the record holds it', async () => {
    renderRoutes([{ path: '/', element: <SubjectForm subject={record} onDone={() => {}} /> }], '/');
    await expectFormShows(record, Object.keys(subjectInputSchema.shape));
  });
});
