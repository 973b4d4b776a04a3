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

/** An icon and the key of its title and text (`<prefix>.<key>.title`, `<prefix>.<key>.text`). */
export interface IconItem {
  icon: LucideIcon;
  key: string;
}

/** `home.features.<key>`. */
export const HOME_FEATURES: readonly IconItem[] = [
  { icon: GraduationCap, key: 'student_information' },
  { icon: CalendarCheck, key: 'attendance' },
  { icon: ClipboardList, key: 'exams' },
  { icon: Wallet, key: 'fees' },
];

/** "How it works": four steps for each audience, `audiences.<id>.step<n>.{title,text}`. */
export const AUDIENCES = ['schools', 'teachers', 'students', 'parents'] as const;
export type Audience = (typeof AUDIENCES)[number];
export const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

/** Each label is `home.impact.<key>`. */
export const IMPACT_STATS = [
  { value: FIGURES.schools, key: 'schools' },
  { value: FIGURES.users, key: 'users' },
  { value: FIGURES.efficiency, key: 'efficiency' },
  { value: FIGURES.satisfaction, key: 'satisfaction' },
] as const;

/** `home.security.<key>`. */
export const SECURITY_POINTS: readonly IconItem[] = [
  { icon: Lock, key: 'encryption' },
  { icon: Server, key: 'data_centers' },
  { icon: DatabaseBackup, key: 'backups' },
  { icon: KeyRound, key: 'access' },
  { icon: ShieldCheck, key: 'audit' },
];
