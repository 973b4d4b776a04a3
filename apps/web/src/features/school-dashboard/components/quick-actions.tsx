import { BookOpen, GraduationCap, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QuickActionGrid, type QuickAction } from '@/components/ui/quick-action-grid';

/** A shortcut with the keys of its words (in the school-dashboard namespace), read when drawn. */
type ActionKeys = Omit<QuickAction, 'title' | 'description'> & {
  titleKey: `quick_actions.${string}`;
  descriptionKey: `quick_actions.${string}`;
};

/**
 * Shortcuts to the screens an admin opens most. Spec 02 also shows Fee Management; it has no
 * screen yet, so it is left out rather than lead nowhere. Each is offered to a user who may see
 * its screen.
 */
const ACTIONS: readonly ActionKeys[] = [
  {
    to: '/school-admin/students',
    titleKey: 'quick_actions.students_title',
    descriptionKey: 'quick_actions.students_description',
    icon: GraduationCap,
    permission: 'students_view',
  },
  {
    to: '/school-admin/teachers',
    titleKey: 'quick_actions.teachers_title',
    descriptionKey: 'quick_actions.teachers_description',
    icon: Users,
    permission: 'teachers_view',
  },
  {
    to: '/school-admin/classes',
    titleKey: 'quick_actions.classes_title',
    descriptionKey: 'quick_actions.classes_description',
    icon: BookOpen,
    permission: 'classes_view',
  },
];

export function QuickActions() {
  const { t } = useTranslation('school-dashboard');
  const actions = ACTIONS.map(({ titleKey, descriptionKey, ...action }) => ({
    ...action,
    title: t(titleKey),
    description: t(descriptionKey),
  }));
  return <QuickActionGrid actions={actions} />;
}
