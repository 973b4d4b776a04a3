import { Lightbulb, ShieldCheck, Target, Users } from 'lucide-react';
import ananya from '../assets/team-ananya.svg?no-inline';
import daniel from '../assets/team-daniel.svg?no-inline';
import lucas from '../assets/team-lucas.svg?no-inline';
import priya from '../assets/team-priya.svg?no-inline';
import { FIGURES } from './figures';
import type { IconItem } from './home';

export const ABOUT_FACTS = [
  { label: 'Founded', value: String(FIGURES.founded) },
  { label: 'Team members', value: FIGURES.teamMembers },
  { label: 'Languages supported', value: FIGURES.languages },
] as const;

export const ABOUT_STATS = [
  { value: FIGURES.schools, label: 'schools' },
  { value: FIGURES.countries, label: 'countries' },
  { value: FIGURES.users, label: 'students' },
  { value: FIGURES.uptime, label: 'uptime' },
] as const;

export const VALUES: readonly IconItem[] = [
  {
    icon: Target,
    title: 'Our mission',
    text: 'Give every school, large or small, the tools to spend its time on teaching rather than paperwork.',
  },
  {
    icon: Lightbulb,
    title: 'Innovation',
    text: 'We ship improvements every month, shaped by the principals, teachers and parents who use them.',
  },
  {
    icon: Users,
    title: 'Student-centric',
    text: 'Every feature is judged by one question: does it help a child learn and a family stay involved?',
  },
  {
    icon: ShieldCheck,
    title: 'Security first',
    text: 'Children’s data deserves the highest care, so privacy and security come before any new feature.',
  },
];

export const STORY = [
  `Schoolwise began in ${FIGURES.founded}, when two parents who build software watched their children’s school run on registers, spreadsheets and a dozen messaging groups. The teachers were dedicated; the tools were not.`,
  'We spent our first year inside three schools in Bengaluru, taking attendance with teachers, sitting at the fee counter and answering calls in the office. The first version of Schoolwise did only what those schools asked for, and did it well.',
  `Today more than ${FIGURES.schools} schools in ${FIGURES.countries} countries use Schoolwise, from single-campus primary schools to groups with dozens of branches. Our team of ${FIGURES.teamMembers} still visits schools every month, because that is where the best ideas come from.`,
] as const;

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  image: string;
}

/** Leadership; each portrait is 160 × 160. */
export const TEAM: readonly TeamMember[] = [
  {
    name: 'Ananya Rao',
    role: 'Co-founder and Chief Executive',
    bio: 'A former school trustee who spent ten years building logistics software before turning to education.',
    image: ananya,
  },
  {
    name: 'Daniel Okafor',
    role: 'Co-founder and Chief Technology Officer',
    bio: 'Leads engineering and security; previously built payment systems used by millions of people.',
    image: daniel,
  },
  {
    name: 'Priya Menon',
    role: 'Head of Customer Success',
    bio: 'Taught mathematics for eight years and now makes sure every school goes live smoothly.',
    image: priya,
  },
  {
    name: 'Lucas Fernández',
    role: 'Head of Product Design',
    bio: 'Designs with teachers and parents in the room, so that the app explains itself.',
    image: lucas,
  },
];
