import { Lightbulb, ShieldCheck, Target, Users } from 'lucide-react';
import ananya from '../assets/team-ananya.svg?no-inline';
import daniel from '../assets/team-daniel.svg?no-inline';
import lucas from '../assets/team-lucas.svg?no-inline';
import priya from '../assets/team-priya.svg?no-inline';
import { FIGURES } from './figures';
import type { IconItem } from './home';

/** Each label is `about.facts.<key>`. */
export const ABOUT_FACTS = [
  { key: 'founded', value: String(FIGURES.founded) },
  { key: 'team_members', value: FIGURES.teamMembers },
  { key: 'languages', value: FIGURES.languages },
] as const;

/** Each label is `about.stats.<key>`. */
export const ABOUT_STATS = [
  { value: FIGURES.schools, key: 'schools' },
  { value: FIGURES.countries, key: 'countries' },
  { value: FIGURES.users, key: 'students' },
  { value: FIGURES.uptime, key: 'uptime' },
] as const;

/** Each title and text is `about.values.<key>.{title,text}`. */
export const VALUES: readonly IconItem[] = [
  { icon: Target, key: 'mission' },
  { icon: Lightbulb, key: 'innovation' },
  { icon: Users, key: 'student_centric' },
  { icon: ShieldCheck, key: 'security' },
];

/** `about.story.paragraph<n>`. */
export const STORY = ['paragraph1', 'paragraph2', 'paragraph3'] as const;

export interface TeamMember {
  /** Role and biography: `about.team.<key>.{role,bio}`. */
  key: string;
  name: string;
  image: string;
}

/** Leadership; each portrait is 160 × 160. */
export const TEAM: readonly TeamMember[] = [
  { key: 'ananya', name: 'Ananya Rao', image: ananya },
  { key: 'daniel', name: 'Daniel Okafor', image: daniel },
  { key: 'priya', name: 'Priya Menon', image: priya },
  { key: 'lucas', name: 'Lucas Fernández', image: lucas },
];
