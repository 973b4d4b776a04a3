import {
  CalendarCheck,
  ClipboardList,
  DatabaseBackup,
  GraduationCap,
  KeyRound,
  Lock,
  Server,
  ShieldCheck,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { FIGURES } from './figures';

export interface IconItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const HOME_FEATURES: readonly IconItem[] = [
  {
    icon: GraduationCap,
    title: 'Student information',
    text: 'Admissions, profiles, guardians, documents and class history in one record per student.',
  },
  {
    icon: CalendarCheck,
    title: 'Attendance and leave',
    text: 'Registers on any device, leave requests approved online and parents told the same morning.',
  },
  {
    icon: ClipboardList,
    title: 'Exams and gradebook',
    text: 'Set up exams, enter marks once and publish report cards without retyping a single grade.',
  },
  {
    icon: Wallet,
    title: 'Online fee collection',
    text: 'Fee plans, reminders and online payments, reconciled against every student automatically.',
  },
];

export interface Audience {
  id: 'schools' | 'teachers' | 'students' | 'parents';
  label: string;
  summary: string;
  steps: readonly [string, string][];
}

/** "How it works": four steps for each audience. */
export const AUDIENCES: readonly Audience[] = [
  {
    id: 'schools',
    label: 'Schools',
    summary: `Most schools are fully running within ${FIGURES.implementation}.`,
    steps: [
      [
        'Tell us about your school',
        'A short call to understand your classes, boards, fees and the way you work today.',
      ],
      [
        'Import your records',
        'We bring in students, staff and fee plans from your spreadsheets or old system.',
      ],
      ['Train your team', 'Live sessions for the office, teachers and leadership, recorded for newcomers.'],
      ['Go live', 'Parents and students receive their invitations and the first term runs on Schoolwise.'],
    ],
  },
  {
    id: 'teachers',
    label: 'Teachers',
    summary: 'Less paperwork, more time in the classroom.',
    steps: [
      ['Open your day', 'Your timetable, classes and pending tasks are waiting when you sign in.'],
      ['Take attendance', 'Mark the register in a few taps; absences reach parents automatically.'],
      ['Set homework', 'Post assignments with attachments and see who handed them in.'],
      ['Enter marks', 'Grades, averages and report cards update as soon as marks are saved.'],
    ],
  },
  {
    id: 'students',
    label: 'Students',
    summary: 'Everything for school, in one place.',
    steps: [
      ['Sign in', 'Use the account your school creates for you, on the web or your phone.'],
      ['Check your timetable', 'See today’s periods, rooms and any changes made by the office.'],
      ['Hand in homework', 'Read assignments, upload your work and get feedback from teachers.'],
      ['Track your progress', 'Follow marks and attendance through the term, subject by subject.'],
    ],
  },
  {
    id: 'parents',
    label: 'Parents',
    summary: 'Stay close to your child’s school day.',
    steps: [
      ['Accept the invitation', 'Your school sends a link; one account covers all your children.'],
      ['Get notified', 'Attendance, notices and messages arrive the moment they are posted.'],
      ['Pay fees online', 'See what is due, pay securely and download receipts at any time.'],
      ['Talk to teachers', 'Message class teachers directly and book parent-teacher meetings.'],
    ],
  },
];

export const IMPACT_STATS = [
  { value: FIGURES.schools, label: 'schools run on Schoolwise' },
  { value: FIGURES.users, label: 'students, parents and staff' },
  { value: FIGURES.efficiency, label: 'less time on administration' },
  { value: FIGURES.satisfaction, label: 'of schools would recommend us' },
] as const;

export const SECURITY_POINTS: readonly IconItem[] = [
  {
    icon: Lock,
    title: `${FIGURES.encryption} encryption`,
    text: 'Records are encrypted at rest and every connection runs over TLS.',
  },
  {
    icon: Server,
    title: `${FIGURES.dataCenters} data centers`,
    text: 'Your data stays in the region you choose, with a standby copy nearby.',
  },
  {
    icon: DatabaseBackup,
    title: 'Daily backups',
    text: 'Automatic backups every day, kept for 30 days and tested by restoring them.',
  },
  {
    icon: KeyRound,
    title: 'Role-based access',
    text: 'Teachers, parents and office staff see only what their role allows.',
  },
  {
    icon: ShieldCheck,
    title: 'Full audit trail',
    text: 'Every sign-in and every change is recorded: who, what, when and from where.',
  },
];
