import type {
  AttendanceCounts,
  ParentHome,
  PortalAttendance,
  PortalChild,
  PortalHome,
  PortalNotice,
} from '@school/contract';

/** Records as the parents' and students' API returns them, for the portals' tests. */
export function portalChild(overrides: Partial<PortalChild> = {}): PortalChild {
  return {
    id: 11,
    name: 'Meera Shah',
    photo_url: null,
    admission_no: 'GPS-011',
    school: { id: 4, name: 'Greenfield Public School' },
    class: { id: 5, name: 'Grade 5' },
    section: { id: 8, name: 'A' },
    roll_no: '7',
    ...overrides,
  };
}

export function portalNotice(overrides: Partial<PortalNotice> = {}): PortalNotice {
  return {
    id: 31,
    title: 'Sports day',
    body: 'On Friday, in the field.',
    publish_date: '2026-11-20',
    class_name: null,
    section_name: null,
    read: true,
    ...overrides,
  };
}

export const portalCounts = (overrides: Partial<AttendanceCounts> = {}): AttendanceCounts => ({
  enrolled: 40,
  present: 36,
  absent: 2,
  late: 1,
  excused: 1,
  rate: 92.5,
  ...overrides,
});

export function portalHome(overrides: Partial<PortalHome> = {}): PortalHome {
  return {
    child: portalChild(),
    today: { date: '2026-11-24', state: 'present', note: null },
    attendance: portalCounts(),
    notices: [portalNotice()],
    unread_notices: 0,
    ...overrides,
  };
}

/** The home of `child` (the first of `children` unless given) for a parent of `children`. */
export function parentHome(
  children: PortalChild[] = [portalChild()],
  overrides: Partial<PortalHome> = {},
): ParentHome {
  return { children, ...portalHome({ child: children[0], ...overrides }) };
}

/** A year that has ended: a calendar opens on its last month whatever day the test runs. */
export function portalAttendance(overrides: Partial<PortalAttendance> = {}): PortalAttendance {
  return {
    academic_year_id: 3,
    from: '2024-04-01',
    to: '2025-03-31',
    counts: portalCounts({ enrolled: 4, present: 1, absent: 2, late: 1, excused: 0, rate: 50 }),
    days: [
      { date: '2025-02-27', status: 'absent', note: 'Fever' },
      { date: '2025-03-03', status: 'present', note: null },
      { date: '2025-03-04', status: 'late', note: 'Bus was late' },
      { date: '2025-03-05', status: 'absent', note: null },
    ],
    ...overrides,
  };
}
