import {
  BookOpen,
  CalendarCheck,
  CalendarClock,
  ChartColumn,
  ClipboardList,
  CreditCard,
  FileText,
  GraduationCap,
  HeartHandshake,
  Library,
  MessagesSquare,
  Presentation,
  ShieldCheck,
  UserCog,
  Wallet,
} from 'lucide-react';
import type { IconItem } from './home';

/** The twelve feature blocks of the features page: `feature_blocks.<key>.{title,text,benefit1..3}`. */
export const FEATURE_BLOCKS: readonly IconItem[] = [
  { icon: GraduationCap, key: 'students' },
  { icon: CalendarCheck, key: 'attendance' },
  { icon: ClipboardList, key: 'exams' },
  { icon: Wallet, key: 'fees' },
  { icon: CalendarClock, key: 'timetable' },
  { icon: MessagesSquare, key: 'communication' },
  { icon: ChartColumn, key: 'analytics' },
  { icon: UserCog, key: 'staff' },
  { icon: Library, key: 'library' },
  { icon: FileText, key: 'documents' },
  { icon: HeartHandshake, key: 'parent_portal' },
  { icon: ShieldCheck, key: 'security' },
];

export const BENEFITS = ['benefit1', 'benefit2', 'benefit3'] as const;

/** `features_page.integrations.<key>.{title,text,examples}`. */
export const INTEGRATIONS: readonly IconItem[] = [
  { icon: CreditCard, key: 'payments' },
  { icon: Presentation, key: 'communication' },
  { icon: BookOpen, key: 'learning' },
];
