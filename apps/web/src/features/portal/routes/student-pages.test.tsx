import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
import { ok, pagination } from '@/test/console-fixtures';
import { studentUser } from '@/test/fixtures';
import { portalAttendance, portalHome, portalNotice } from '@/test/portal-fixtures';
import { renderRoutes } from '@/test/render';
import { StudentAttendancePage } from './student-attendance-page';
import { StudentHomePage } from './student-home-page';
import { StudentNoticesPage } from './student-notices-page';

const routes = [
  { path: '/student/dashboard', element: <StudentHomePage /> },
  { path: '/student/attendance', element: <StudentAttendancePage /> },
  { path: '/student/notices', element: <StudentNoticesPage /> },
];

describe('the student console', () => {
  it('shows the student their own day, year and teachers, with no child switcher', async () => {
    signIn('7|secret', studentUser());
    mockApi({
      'GET /api/student/home': ok(
        portalHome({ today: { date: '2026-11-24', state: 'not_taken', note: null } }),
      ),
      'GET /api/student/teachers': ok({
        teachers: [{ id: 2, name: 'Kavya Menon', email: null, is_class_teacher: true, subjects: [] }],
      }),
    });
    renderRoutes(routes, '/student/dashboard');
    expect(await screen.findByRole('region', { name: 'Today at school' })).toHaveTextContent(
      'Attendance not taken yet',
    );
    expect(screen.getByRole('region', { name: 'This year' })).toHaveTextContent('92.5%');
    expect(
      await within(screen.getByRole('region', { name: 'Teachers' })).findByText('Kavya Menon'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Your children' })).not.toBeInTheDocument();
  });

  it('shows the student their own calendar', async () => {
    signIn('7|secret', studentUser());
    mockApi({ 'GET /api/student/attendance': ok(portalAttendance()) });
    renderRoutes(routes, '/student/attendance');
    const march = await screen.findByRole('table', { name: 'Attendance in March 2025' });
    expect(within(march).getByRole('cell', { name: '3 Present' })).toBeInTheDocument();
  });

  it('pages through the notices, and marks one read when opened', async () => {
    signIn('7|secret', studentUser());
    const fetchMock = mockApi({
      'GET /api/student/notices?page=1&per_page=10': ok({
        notices: [portalNotice({ id: 5, title: 'Exam timetable', read: false })],
        pagination: pagination(11, 1, 10),
      }),
      'GET /api/student/notices?page=2&per_page=10': ok({
        notices: [portalNotice({ id: 4, title: 'Library week' })],
        pagination: pagination(11, 2, 10),
      }),
      'POST /api/student/notices/5/read': ok(null),
    });
    const { user } = renderRoutes(routes, '/student/notices');
    const exam = await screen.findByRole('article', { name: 'Exam timetable' });
    expect(exam).toHaveTextContent('Unread');
    await user.click(within(exam).getByRole('button', { name: /Exam timetable/ }));
    await waitFor(() => expect(exam).not.toHaveTextContent('Unread'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/student/notices/5/read',
      expect.objectContaining({ method: 'POST' }),
    );

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('article', { name: 'Library week' })).toBeInTheDocument();
  });
});
