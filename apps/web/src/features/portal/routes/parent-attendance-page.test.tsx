import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
import { ok } from '@/test/console-fixtures';
import { parentUser } from '@/test/fixtures';
import { parentHome, portalAttendance, portalChild } from '@/test/portal-fixtures';
import { renderRoutes } from '@/test/render';
import { ParentAttendancePage } from './parent-attendance-page';

const meera = portalChild();
const arjun = portalChild({ id: 12, name: 'Arjun Shah' });

describe('ParentAttendancePage', () => {
  it("shows the chosen child's month calendar with the teacher's notes, and lists the absences", async () => {
    signIn('7|secret', parentUser());
    mockApi({
      'GET /api/parent/home': ok(parentHome([meera, arjun])),
      'GET /api/parent/children/11/attendance': ok(portalAttendance()),
    });
    const { user } = renderRoutes(
      [{ path: '/parent/attendance', element: <ParentAttendancePage /> }],
      '/parent/attendance',
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Attendance' })).toBeInTheDocument();
    const march = await screen.findByRole('table', { name: 'Attendance in March 2025' });
    expect(within(march).getByRole('cell', { name: '4 Late' })).toHaveAttribute('title', 'Bus was late');
    expect(within(march).getByRole('cell', { name: '5 Absent' })).toBeInTheDocument();
    expect(
      screen.getByText(/Attendance rate 50.0% over 4 days\. Present 1, absent 2, late 1, excused 0\./),
    ).toBeInTheDocument();

    const absences = screen.getByRole('list', { name: 'Absences' });
    expect(
      within(absences)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['5 Mar 2025', "27 Feb 2025Teacher's note: Fever"]);

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    const february = screen.getByRole('table', { name: 'Attendance in February 2025' });
    expect(within(february).getByRole('cell', { name: '27 Absent' })).toHaveAttribute('title', 'Fever');
  });

  it("switches to the other child's year", async () => {
    signIn('7|secret', parentUser());
    mockApi({
      'GET /api/parent/home': ok(parentHome([meera, arjun])),
      'GET /api/parent/home?student_id=12': ok(parentHome([meera, arjun], { child: arjun })),
      'GET /api/parent/children/11/attendance': ok(portalAttendance()),
      'GET /api/parent/children/12/attendance': ok(
        portalAttendance({
          days: [],
          counts: { enrolled: 0, present: 0, absent: 0, late: 0, excused: 0, rate: null },
        }),
      ),
    });
    const { user } = renderRoutes(
      [{ path: '/parent/attendance', element: <ParentAttendancePage /> }],
      '/parent/attendance',
    );
    await screen.findByRole('table', { name: 'Attendance in March 2025' });
    await user.click(screen.getByRole('button', { name: 'Arjun Shah' }));
    expect(await screen.findByText('No register has been taken this year yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
