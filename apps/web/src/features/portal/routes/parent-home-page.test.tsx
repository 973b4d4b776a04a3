import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
import { ok } from '@/test/console-fixtures';
import { parentUser } from '@/test/fixtures';
import { parentHome, portalChild, portalNotice } from '@/test/portal-fixtures';
import { renderRoutes } from '@/test/render';
import { ParentHomePage } from './parent-home-page';

const meera = portalChild();
const arjun = portalChild({
  id: 12,
  name: 'Arjun Shah',
  class: { id: 3, name: 'Grade 2' },
  section: { id: 4, name: 'B' },
});
const children = [meera, arjun];
const noTeachers = ok({ teachers: [] });
const notFound = { status: 404, body: { success: false, message: 'Not found' } };

function renderPage() {
  return renderRoutes(
    [
      { path: '/parent/dashboard', element: <ParentHomePage /> },
      { path: '/parent/notices', element: <h1>Notices screen</h1> },
    ],
    '/parent/dashboard',
  );
}

describe('ParentHomePage: the child switcher', () => {
  it('shows the first child, switches to another, and remembers the choice for next time', async () => {
    signIn('7|secret', parentUser());
    mockApi({
      'GET /api/parent/home': ok(parentHome(children)),
      'GET /api/parent/home?student_id=12': ok(parentHome(children, { child: arjun })),
      'GET /api/parent/children/11/teachers': noTeachers,
      'GET /api/parent/children/12/teachers': noTeachers,
    });
    const { user } = renderPage();

    const switcher = await screen.findByRole('group', { name: 'Your children' });
    expect(within(switcher).getByRole('button', { name: 'Meera Shah' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Meera Shah · Grade 5 A')).toBeInTheDocument();

    await user.click(within(switcher).getByRole('button', { name: 'Arjun Shah' }));
    expect(await screen.findByText('Arjun Shah · Grade 2 B')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Arjun Shah' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('portal.child.60')).toBe('12');
  });

  it('opens on the child chosen last time', async () => {
    localStorage.setItem('portal.child.60', '12');
    signIn('7|secret', parentUser());
    const fetchMock = mockApi({
      'GET /api/parent/home?student_id=12': ok(parentHome(children, { child: arjun })),
      'GET /api/parent/children/12/teachers': noTeachers,
    });
    renderPage();
    expect(await screen.findByText('Arjun Shah · Grade 2 B')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/parent/home');
  });

  it('falls back to the first child when the remembered one is no longer theirs, and forgets them', async () => {
    localStorage.setItem('portal.child.60', '99');
    signIn('7|secret', parentUser());
    mockApi({
      'GET /api/parent/home?student_id=99': notFound,
      'GET /api/parent/home': ok(parentHome(children)),
      'GET /api/parent/children/11/teachers': noTeachers,
    });
    renderPage();
    expect(await screen.findByText('Meera Shah · Grade 5 A')).toBeInTheDocument();
    expect(localStorage.getItem('portal.child.60')).toBeNull();
  });

  it('keeps each parent’s own choice in a shared browser', async () => {
    localStorage.setItem('portal.child.61', '12');
    signIn('7|secret', parentUser());
    mockApi({
      'GET /api/parent/home': ok(parentHome(children)),
      'GET /api/parent/children/11/teachers': noTeachers,
    });
    renderPage();
    expect(await screen.findByText('Meera Shah · Grade 5 A')).toBeInTheDocument();
  });

  it('shows no switcher to a parent of one child', async () => {
    signIn('7|secret', parentUser());
    mockApi({
      'GET /api/parent/home': ok(parentHome([meera])),
      'GET /api/parent/children/11/teachers': noTeachers,
    });
    renderPage();
    expect(await screen.findByText('Meera Shah · Grade 5 A')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Your children' })).not.toBeInTheDocument();
  });

  it('tells a parent none of whose children is linked', async () => {
    signIn('7|secret', parentUser());
    mockApi({ 'GET /api/parent/home': notFound });
    renderPage();
    expect(await screen.findByText(/No child is linked to your account yet/)).toBeInTheDocument();
  });
});

describe('ParentHomePage: the child’s day and year', () => {
  it.each([
    ['present', 'Present'],
    ['absent', 'Absent'],
    ['late', 'Late'],
    ['excused', 'Excused'],
    ['not_taken', 'Attendance not taken yet'],
    ['no_school', 'No school today'],
  ] as const)('says today is %s', async (state, text) => {
    signIn('7|secret', parentUser());
    mockApi({
      'GET /api/parent/home': ok(parentHome([meera], { today: { date: '2026-11-24', state, note: null } })),
      'GET /api/parent/children/11/teachers': noTeachers,
    });
    renderPage();
    const today = await screen.findByRole('region', { name: 'Today at school' });
    expect(today).toHaveTextContent(text);
    expect(today).not.toHaveTextContent("Teacher's note");
  });

  it("shows the teacher's note on today's mark, the year's rate, class, section and teachers", async () => {
    signIn('7|secret', parentUser());
    mockApi({
      'GET /api/parent/home': ok(
        parentHome([meera], { today: { date: '2026-11-24', state: 'late', note: 'Bus was late' } }),
      ),
      'GET /api/parent/children/11/teachers': ok({
        teachers: [
          {
            id: 2,
            name: 'Kavya Menon',
            email: null,
            is_class_teacher: true,
            subjects: [{ id: 1, name: 'English' }],
          },
          {
            id: 3,
            name: 'Rahul Das',
            email: null,
            is_class_teacher: false,
            subjects: [
              { id: 2, name: 'Mathematics' },
              { id: 3, name: 'Science' },
            ],
          },
        ],
      }),
    });
    renderPage();
    const today = await screen.findByRole('region', { name: 'Today at school' });
    expect(today).toHaveTextContent("Teacher's note: Bus was late");
    const year = screen.getByRole('region', { name: 'This year' });
    expect(year).toHaveTextContent('92.5%');
    expect(year).toHaveTextContent('Over 40 school days so far');
    expect(year).toHaveTextContent('ClassGrade 5');
    expect(year).toHaveTextContent('SectionA');
    const teachers = screen.getByRole('region', { name: 'Teachers' });
    const [kavya, rahul] = await within(teachers).findAllByRole('listitem');
    expect(kavya).toHaveTextContent('Kavya MenonClass teacherEnglish');
    expect(rahul).toHaveTextContent('Mathematics, Science');
  });
});

describe('ParentHomePage: notices', () => {
  it('marks unread notices until opened, and opening one marks it read', async () => {
    signIn('7|secret', parentUser());
    const fetchMock = mockApi({
      'GET /api/parent/home': ok(
        parentHome([meera], {
          notices: [
            portalNotice({ id: 41, title: 'Grade 5 picnic', class_name: 'Grade 5', read: false }),
            portalNotice(),
          ],
          unread_notices: 3,
        }),
      ),
      'GET /api/parent/children/11/teachers': noTeachers,
      'POST /api/parent/notices/41/read': ok(null),
    });
    const { user } = renderPage();
    const notices = await screen.findByRole('region', { name: 'Notices' });
    expect(notices).toHaveTextContent('3 unread');
    const picnic = within(notices).getByRole('article', { name: 'Grade 5 picnic' });
    expect(picnic).toHaveTextContent('Unread');
    expect(picnic).toHaveTextContent('For Grade 5');
    expect(within(notices).getByRole('article', { name: 'Sports day' })).not.toHaveTextContent('Unread');

    const opener = within(picnic).getByRole('button', { name: /Grade 5 picnic/ });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(within(picnic).getByText('On Friday, in the field.')).toBeVisible();
    await waitFor(() => expect(picnic).not.toHaveTextContent('Unread'));
    expect(notices).toHaveTextContent('2 unread');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/parent/notices/41/read')).toHaveLength(1);

    // Opening a read notice again tells the server nothing.
    await user.click(opener);
    await user.click(opener);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/parent/notices/41/read')).toHaveLength(1);
  });

  it('leads to every notice', async () => {
    signIn('7|secret', parentUser());
    mockApi({
      'GET /api/parent/home': ok(parentHome([meera])),
      'GET /api/parent/children/11/teachers': noTeachers,
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('link', { name: 'All notices' }));
    expect(await screen.findByRole('heading', { name: 'Notices screen' })).toBeInTheDocument();
  });
});
