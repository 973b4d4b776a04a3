import { BookOpen, GraduationCap, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

interface QuickAction {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

/**
 * Shortcuts to the screens an admin opens most. Spec 02 also shows Fee Management; it has no
 * screen yet, so it is left out rather than lead nowhere.
 */
const ACTIONS: readonly QuickAction[] = [
  {
    to: '/school-admin/students',
    title: 'Manage Students',
    description: 'Enrol, edit and promote students',
    icon: GraduationCap,
  },
  {
    to: '/school-admin/teachers',
    title: 'Manage Teachers',
    description: 'Add teachers and assign their classes',
    icon: Users,
  },
  {
    to: '/school-admin/classes',
    title: 'Class Management',
    description: 'Classes, their sections and students',
    icon: BookOpen,
  },
];

export function QuickActions() {
  return (
    <nav aria-label="Quick actions">
      <ul className="grid gap-4 sm:grid-cols-3">
        {ACTIONS.map(({ to, title, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 hover:bg-brand-50"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
              <span>
                <span className="block font-medium text-slate-900">{title}</span>
                <span className="block text-sm text-slate-600">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
