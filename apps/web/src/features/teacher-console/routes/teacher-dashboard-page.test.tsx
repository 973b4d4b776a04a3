import type { TeacherDashboard } from '@school/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
import { teacherUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { TeacherDashboardPage } from './teacher-dashboard-page';

const counts = { enrolled: 0, present: 0, absent: 0, late: 0, excused: 0, rate: null };
const dashboard = (overrides: Partial<TeacherDashboard> = {}): TeacherDashboard => ({
  date: '2026-11-24',
  school_day: true,
  sections: [
    {
      section_id: 5,
      section_name: 'A',
      class_id: 2,
      class_name: 'Grade 4',
      is_class_teacher: true,
      subjects: [],
      students_count: 32,
      taken: true,
      taken_at: '2026-11-24T03:40:00.000Z',
      counts: { enrolled: 32, present: 29, absent: 2, late: 1, excused: 0, rate: 93.8 },
    },
    {
      section_id: 6,
      section_name: 'B',
      class_id: 2,
      class_name: 'Grade 4',
      is_class_teacher: false,
      subjects: [{ id: 3, name: 'Mathematics' }],
      students_count: 30,
      taken: false,
      taken_at: null,
      counts,
    },
  ],
  notices: [{ id: 7, title: 'Sports day', body: 'On Friday, in the field.', publish_date: '2026-11-20' }],
  ...overrides,
});

function renderPage(data: TeacherDashboard) {
  signIn('9|secret', teacherUser());
  mockApi({ 'GET /api/teacher/dashboard': { status: 200, body: { success: true, data } } });
  return renderRoutes(
    [
      { path: '/teacher/dashboard', element: <TeacherDashboardPage /> },
      { path: '/teacher/attendance', element: <h1>Attendance screen</h1> },
    ],
    '/teacher/dashboard',
  );
}

describe('TeacherDashboardPage', () => {
  it("shows each section's register of today, taken or not, with the way to take it", async () => {
    const { user, router } = renderPage(dashboard());
    const today = await screen.findByRole('region', { name: "Today's attendance" });
    const [taken, open] = within(today).getAllByRole('listitem');
    expect(taken).toHaveTextContent('Grade 4 A');
    expect(taken).toHaveTextContent('Taken');
    expect(taken).toHaveTextContent('29 present, 2 absent, 1 late, 0 excused');
    expect(
      within(taken!).getByRole('link', { name: 'View or correct the attendance of Grade 4 A' }),
    ).toHaveAttribute('href', '/teacher/attendance?section=5&date=2026-11-24');
    expect(open).toHaveTextContent('Not taken');
    await user.click(within(open!).getByRole('link', { name: 'Take attendance of Grade 4 B' }));
    expect(await screen.findByRole('heading', { name: 'Attendance screen' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?section=6&date=2026-11-24');
  });

  it("shows the school's notices", async () => {
    renderPage(dashboard());
    const notices = await screen.findByRole('region', { name: 'Notices' });
    expect(within(notices).getByRole('article', { name: 'Sports day' })).toHaveTextContent(
      'On Friday, in the field.',
    );
  });

  it('offers no register to take on a day the school does not work', async () => {
    renderPage(dashboard({ school_day: false, notices: [] }));
    expect(
      await screen.findByText('Today is not a school day: there is no attendance to take.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /attendance of/ })).not.toBeInTheDocument();
    expect(screen.getByText('Your school has posted no notices yet.')).toBeInTheDocument();
  });
});
