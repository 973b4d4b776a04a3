import { useTranslation } from 'react-i18next';
import { roleNameOf } from '@/lib/builtin-text';
import { Badge } from './badge';

interface RoleLike {
  id?: number;
  name?: string | null;
  display_name?: string | null;
}

/**
 * Every role of a user, the main one first, each as a badge: someone who is a teacher and a
 * superadmin is shown as both, a core role by its name in the reader's language. No roles at all
 * reads "No Role". Spans with list roles, so it fits
 * inside a label or a table cell.
 */
export function RoleBadges({ roles }: { roles: readonly RoleLike[] | undefined }) {
  const { t } = useTranslation();
  if (!roles || roles.length === 0) return <span className="text-slate-500">{t('roles.none')}</span>;
  return (
    <span role="list" aria-label={t('roles.label')} className="inline-flex flex-wrap gap-1">
      {roles.map((role, index) => (
        <span role="listitem" key={role.id ?? `${role.name ?? ''}-${index}`}>
          <Badge tone={index === 0 ? 'info' : 'neutral'}>{roleNameOf(role)}</Badge>
        </span>
      ))}
    </span>
  );
}
