import { sectionUpdateSchema, type Section } from '@school/contract';
import { describe, it } from 'vitest';
import { expectFormShows } from '@/test/edit-form';
import { renderRoutes } from '@/test/render';
import { SectionForm } from './section-form';

const record: Section = {
  id: 5,
  class_id: 3,
  class_name: 'Grade 5',
  name: 'A',
  capacity: 40,
  students_count: 12,
  created_at: '2026-06-01T09:00:00.000Z',
  updated_at: '2026-06-01T09:00:00.000Z',
};

describe('SectionForm', () => {
  it('opens an edit on the whole current state: every field it edits, as the record holds it', async () => {
    renderRoutes([{ path: '/', element: <SectionForm section={record} onDone={() => {}} /> }], '/');
    await expectFormShows(record, Object.keys(sectionUpdateSchema.shape));
  });
});
