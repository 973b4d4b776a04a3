import {
  Bell,
  CalendarCheck,
  GraduationCap,
  HeartHandshake,
  School,
  UserRound,
  Wallet,
  WifiOff,
} from 'lucide-react';
import { FIGURES } from './figures';
import type { IconItem } from './home';

export const APP_STATS = [
  { value: FIGURES.appDownloads, label: 'downloads' },
  { value: FIGURES.appRating, label: 'average store rating' },
  { value: FIGURES.languages, label: 'languages' },
] as const;

export const APP_BENEFITS: readonly IconItem[] = [
  {
    icon: Bell,
    title: 'Instant notifications',
    text: 'Absences, notices, homework and fee reminders arrive the moment they are posted.',
  },
  {
    icon: CalendarCheck,
    title: 'Attendance in a few taps',
    text: 'Teachers mark the register from the classroom; parents see it a moment later.',
  },
  {
    icon: Wallet,
    title: 'Pay fees on the go',
    text: 'Pay securely from your phone and keep every receipt in one place.',
  },
  {
    icon: WifiOff,
    title: 'Works on a weak connection',
    text: 'Recent timetables, notices and marks stay readable even when the network drops.',
  },
];

/** The three screenshots, by title in the app preview. */
export const SCREENSHOT_TITLES = ['Dashboard', 'Attendance', 'Fees'] as const;

export const APP_ROLES: readonly (IconItem & { points: readonly string[] })[] = [
  {
    icon: School,
    title: 'For school leaders',
    text: 'Run the school from anywhere.',
    points: ['Live attendance and collections', 'Approve leave and requests', 'Send school-wide notices'],
  },
  {
    icon: UserRound,
    title: 'For teachers',
    text: 'Your classes in your pocket.',
    points: ['Take attendance', 'Post homework', 'Enter marks'],
  },
  {
    icon: GraduationCap,
    title: 'For students',
    text: 'Never miss what matters.',
    points: ['Today’s timetable', 'Homework and deadlines', 'Marks and progress'],
  },
  {
    icon: HeartHandshake,
    title: 'For parents',
    text: 'Stay involved, every day.',
    points: ['Attendance alerts', 'Fee payments', 'Messages from teachers'],
  },
];
