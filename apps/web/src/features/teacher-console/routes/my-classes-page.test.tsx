import type { SectionPupil, TeachingSection } from '@school/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
import { teacherUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { MyClassesPage } from './my-classes-page';

const section: TeachingSection = {
  section_id: 5,
  section_name: 'A',
  class_id: 2,
  class_name: 'Grade 4',
  is_class_teacher: true,
  subjects: [
    { id: 3, name: 'Mathematics' },
    { id: 4, name: 'Science' },
  ],
  students_count: 2,
};

const pupils: SectionPupil[] = [
  {
    student_id: 11,
    name: 'Arun Das',
    admission_no: 'GPS-101',
    roll_no: '1',
    photo_url: '/storage/profiles/arun.png',
    parents: [
      { id: 21, name: 'Meera Das', phone: '+91 98000 00001', relationship_type: 'mother' },
      { id: 22, name: 'Anil Das', phone: null, relationship_type: 'father' },
    ],
  },
  { student_id: 12, name: 'Bela Rao', admission_no: 'GPS-102', roll_no: null, photo_url: null, parents: [] },
];

function renderPage() {
  signIn('9|secret', teacherUser());
  mockApi({
    'GET /api/teacher/sections': { status: 200, body: { success: true, data: { sections: [section] } } },
    'GET /api/teacher/sections/5/students': {
      status: 200,
      body: { success: true, data: { students: pupils } },
    },
  });
  return renderRoutes([{ path: '/teacher/classes', element: <MyClassesPage /> }], '/teacher/classes');
}

describe('MyClassesPage', () => {
  it('lists the sections with what the teacher teaches there', async () => {
    renderPage();
    const card = (await screen.findByRole('heading', { level: 2, name: 'Grade 4 A' })).closest('li')!;
    expect(card).toHaveTextContent('2 students');
    expect(card).toHaveTextContent('Class teacher');
    expect(card).toHaveTextContent('Subjects: Mathematics, Science');
  });

  it("opens a section's students with their numbers and their parents' phones", async () => {
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Students of Grade 4 A' }));
    expect(router.state.location.search).toBe('?section=5');
    const list = await screen.findByRole('region', { name: 'Students of Grade 4 A' });
    const [arun, bela] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.closest('li') === null);
    expect(arun).toHaveTextContent('Arun Das');
    expect(arun).toHaveTextContent('Admission no. GPS-101 · Roll no. 1');
    expect(within(arun!).getByRole('link', { name: 'Call Meera Das on +91 98000 00001' })).toHaveAttribute(
      'href',
      'tel:+919800000001',
    );
    expect(within(arun!).getByRole('list', { name: 'Parents' })).toHaveTextContent(
      'Anil Das (Father)No phone number',
    );
    expect(arun!.querySelector('img')).toHaveAttribute('src', '/storage/profiles/arun.png');
    expect(bela).toHaveTextContent('Admission no. GPS-102');
    expect(bela).toHaveTextContent('No parent is linked to this student.');

    await user.click(screen.getByRole('button', { name: 'All my classes' }));
    expect(await screen.findByRole('button', { name: 'Students of Grade 4 A' })).toBeInTheDocument();
  });
});
