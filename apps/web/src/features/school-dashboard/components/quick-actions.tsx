import { BookOpen, GraduationCap, Users } from 'lucide-react';
import { QuickActionGrid, type QuickAction } from '@/components/ui/quick-action-grid';

/**
 * Shortcuts to the screens an admin opens most. Spec 02 also shows Fee Management; it has no
 * screen yet, so it is left out rather than lead nowhere. Each is offered to a user who may see
 * its screen.
 */
const ACTIONS: readonly QuickAction[] = [
  {
    to: '/school-admin/students',
    title: 'Manage Students',
    description: 'Enrol, edit and promote students',
    icon: GraduationCap,
    permission: 'students_view',
  },
  {
    to: '/school-admin/teachers',
    title: 'Manage Teachers',
    description: 'Add teachers and assign their classes',
    icon: Users,
    permission: 'teachers_view',
  },
  {
    to: '/school-admin/classes',
    title: 'Class Management',
    description: 'Classes, their sections and students',
    icon: BookOpen,
    permission: 'classes_view',
  },
];

export function QuickActions() {
  return <QuickActionGrid actions={ACTIONS} />;
}
