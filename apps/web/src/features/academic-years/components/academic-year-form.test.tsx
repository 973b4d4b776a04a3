import { academicYearInputSchema, type AcademicYear } from '@school/contract';
import { describe, it } from 'vitest';
import { expectFormShows } from '@/test/edit-form';
import { renderRoutes } from '@/test/render';
import { AcademicYearForm } from './academic-year-form';

const record: AcademicYear = {
  id: 4,
  name: '2026-27',
  start_date: '2026-04-01',
  end_date: '2027-03-31',
  is_current: true,
  students_count: 3,
  created_at: '2026-06-01T09:00:00.000Z',
  updated_at: '2026-06-01T09:00:00.000Z',
};

describe('AcademicYearForm', () => {
  it('opens an edit on the whole current state: every field it edits, as the record holds it', async () => {
    renderRoutes([{ path: '/', element: <AcademicYearForm year={record} onDone={() => {}} /> }], '/');
    await expectFormShows(record, Object.keys(academicYearInputSchema.shape));
  });
});
