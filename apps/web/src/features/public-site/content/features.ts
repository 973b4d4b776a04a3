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
  type LucideIcon,
} from 'lucide-react';
import { FIGURES } from './figures';

export interface FeatureBlock {
  icon: LucideIcon;
  title: string;
  text: string;
  benefits: readonly string[];
}

/** The twelve feature blocks of the features page. */
export const FEATURE_BLOCKS: readonly FeatureBlock[] = [
  {
    icon: GraduationCap,
    title: 'Student information',
    text: 'One complete record per student, from admission enquiry to leaving certificate.',
    benefits: ['Admissions and enrolment', 'Guardians and siblings linked', 'Class and section history'],
  },
  {
    icon: CalendarCheck,
    title: 'Attendance and leave',
    text: 'Daily or period-wise registers that take a minute, with leave handled online.',
    benefits: [
      'Mark attendance on any device',
      'Instant absence alerts to parents',
      'Leave requests and approvals',
    ],
  },
  {
    icon: ClipboardList,
    title: 'Exams and gradebook',
    text: 'Exam schedules, marks entry and report cards that follow your board’s grading.',
    benefits: ['CBSE, ICSE, IB and state boards', 'Automatic grades and averages', 'Printable report cards'],
  },
  {
    icon: Wallet,
    title: 'Online fee collection',
    text: 'Fee plans, concessions and reminders, with payments matched to students for you.',
    benefits: ['Cards, UPI and net banking', 'Automatic reminders and receipts', 'Daily collection reports'],
  },
  {
    icon: CalendarClock,
    title: 'Timetable',
    text: 'Build the timetable once and let substitutions and room changes flow to everyone.',
    benefits: ['Clash-free scheduling', 'Substitution planning', 'Personal timetables for all'],
  },
  {
    icon: MessagesSquare,
    title: 'Communication',
    text: 'Notices, circulars and direct messages that reach families where they are.',
    benefits: [
      'App, SMS and e-mail in one place',
      'Read receipts on notices',
      'Class and school-wide groups',
    ],
  },
  {
    icon: ChartColumn,
    title: 'Analytics',
    text: 'Live figures on attendance, results and collections for every campus you run.',
    benefits: ['Dashboards for leadership', 'Trends by class and subject', 'Export to spreadsheets'],
  },
  {
    icon: UserCog,
    title: 'Staff management',
    text: 'Staff records, roles, subjects and class assignments kept in step with the timetable.',
    benefits: ['Teacher profiles and subjects', 'Role-based permissions', 'Joining and leaving workflows'],
  },
  {
    icon: Library,
    title: 'Library',
    text: 'Catalogue, issue and return books with barcodes, and let students reserve titles.',
    benefits: ['Barcode issue and return', 'Overdue reminders', 'Searchable catalogue'],
  },
  {
    icon: FileText,
    title: 'Documents',
    text: 'Certificates, ID cards and letters generated from your own templates in seconds.',
    benefits: ['Bonafide and transfer certificates', 'ID cards with photos', 'Secure document storage'],
  },
  {
    icon: HeartHandshake,
    title: 'Parent portal',
    text: 'Parents follow attendance, homework, results and fees for all their children.',
    benefits: ['One login for every child', 'Online fee payment', 'Direct messages to teachers'],
  },
  {
    icon: ShieldCheck,
    title: 'Security',
    text: 'Built for data that belongs to children: encrypted, backed up and audited.',
    benefits: [`${FIGURES.encryption} encryption at rest`, 'Daily backups', 'Audit trail of every change'],
  },
];

export interface Integration {
  icon: LucideIcon;
  title: string;
  text: string;
  examples: string;
}

export const INTEGRATIONS: readonly Integration[] = [
  {
    icon: CreditCard,
    title: 'Payment gateways',
    text: 'Collect fees through the gateway your school already trusts; settlements are reconciled for you.',
    examples: 'Razorpay, PayU, Stripe and PayPal',
  },
  {
    icon: Presentation,
    title: 'Communication tools',
    text: 'Send notices and alerts through your own SMS and e-mail providers, with delivery reports.',
    examples: 'Twilio, MSG91, Amazon SES and any SMTP server',
  },
  {
    icon: BookOpen,
    title: 'Learning management',
    text: 'Keep classes, rosters and grades in step with the learning platform your teachers use.',
    examples: 'Google Classroom, Moodle and Microsoft Teams',
  },
];
