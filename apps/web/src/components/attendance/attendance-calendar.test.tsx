import type { StudentAttendance } from '@school/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addMonths, monthWeeks, openingMonth } from './attendance-month';
import { AttendanceCalendar } from './attendance-calendar';

/** A year that has ended: the calendar opens on its last month whatever day the test runs. */
const attendance: StudentAttendance = {
  academic_year_id: 3,
  from: '2024-04-01',
  to: '2025-03-31',
  counts: { enrolled: 4, present: 1, absent: 1, late: 1, excused: 1, rate: 50 },
  days: [
    { date: '2025-02-27', status: 'present', note: null },
    { date: '2025-03-03', status: 'absent', note: 'Fever' },
    { date: '2025-03-04', status: 'late', note: null },
    { date: '2025-03-05', status: 'excused', note: 'Family wedding' },
  ],
};

describe('AttendanceCalendar', () => {
  it('colours each register day with its status in words, lists the notes, and keeps within the year', async () => {
    const user = userEvent.setup();
    render(<AttendanceCalendar attendance={attendance} />);
    const month = await screen.findByRole('table', { name: 'Attendance in March 2025' });
    expect(within(month).getByRole('cell', { name: '3 Absent' })).toHaveAttribute('title', 'Fever');
    expect(within(month).getByRole('cell', { name: '4 Late' })).toHaveClass('bg-amber-100');
    expect(within(month).getByRole('cell', { name: '5 Excused' })).toBeInTheDocument();
    expect(within(month).getByRole('cell', { name: '6' })).not.toHaveAttribute('title');
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['PPresent', 'AAbsent', 'LLate', 'EExcused']);
    const notes = screen.getByRole('list', { name: 'Notes of the month' });
    expect(notes).toHaveTextContent('(Absent): Fever');
    expect(notes).toHaveTextContent('(Excused): Family wedding');

    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    const february = screen.getByRole('table', { name: 'Attendance in February 2025' });
    expect(within(february).getByRole('cell', { name: '27 Present' })).toHaveClass('bg-green-100');
    expect(screen.queryByRole('list', { name: 'Notes of the month' })).not.toBeInTheDocument();
  });
});

describe('the month grid', () => {
  it('starts weeks on Monday and pads the month with empty days', () => {
    // 1 March 2025 was a Saturday; the month ends on a Monday.
    const weeks = monthWeeks('2025-03');
    expect(weeks[0]).toEqual([null, null, null, null, null, '2025-03-01', '2025-03-02']);
    expect(weeks.at(-1)).toEqual(['2025-03-31', null, null, null, null, null, null]);
    expect(weeks).toHaveLength(6);
  });

  it('moves across years, and opens on a month within the academic year', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(openingMonth('2026-11-26', '2026-04-01', '2027-03-31')).toBe('2026-11');
    expect(openingMonth('2027-06-01', '2026-04-01', '2027-03-31')).toBe('2027-03');
    expect(openingMonth('2026-01-10', '2026-04-01', '2027-03-31')).toBe('2026-04');
    expect(openingMonth('2026-11-26', null, null)).toBe('2026-11');
  });
});
