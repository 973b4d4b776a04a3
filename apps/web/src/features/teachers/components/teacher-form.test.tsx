import { teacherUpdateSchema, type Teacher } from '@school/contract';
import { describe, it } from 'vitest';
import { expectFormShows } from '@/test/edit-form';
import { renderRoutes } from '@/test/render';
import { TeacherForm } from './teacher-form';

const record: Teacher = {
  id: 8,
  name: 'Anita Desai',
  email: 'anita@example.com',
  phone: '+91 98765 43210',
  employee_code: 'EMP-8',
  qualification: 'M.Sc.',
  specialization: 'Physics',
  date_of_joining: '2020-06-01',
  gender: 'female',
  dob: '1988-02-14',
  user: { name: 'Anita Desai', email: 'anita@example.com', phone: '+91 98765 43210' },
  classes: [],
  archived_at: null,
  created_at: '2026-06-01T09:00:00.000Z',
  updated_at: '2026-06-01T09:00:00.000Z',
};

describe('TeacherForm', () => {
  it('opens an edit on the whole current state: every field it edits, as the record holds it', async () => {
    renderRoutes([{ path: '/', element: <TeacherForm teacher={record} onDone={() => {}} /> }], '/');
    await expectFormShows(record, Object.keys(teacherUpdateSchema.shape));
  });
});
