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

/** Each label is `download.stats.<key>`. */
export const APP_STATS = [
  { value: FIGURES.appDownloads, key: 'downloads' },
  { value: FIGURES.appRating, key: 'rating' },
  { value: FIGURES.languages, key: 'languages' },
] as const;

/** `download.benefits.<key>`. */
export const APP_BENEFITS: readonly IconItem[] = [
  { icon: Bell, key: 'notifications' },
  { icon: CalendarCheck, key: 'attendance' },
  { icon: Wallet, key: 'fees' },
  { icon: WifiOff, key: 'offline' },
];

/** The three screenshots of the app preview, by their key in screens.ts. */
export const SCREENSHOTS = ['dashboard', 'attendance', 'fees'] as const;

/** `download.roles.<key>.{title,text,point1..3}`. */
export const APP_ROLES: readonly IconItem[] = [
  { icon: School, key: 'leaders' },
  { icon: UserRound, key: 'teachers' },
  { icon: GraduationCap, key: 'students' },
  { icon: HeartHandshake, key: 'parents' },
];

export const ROLE_POINTS = ['point1', 'point2', 'point3'] as const;
