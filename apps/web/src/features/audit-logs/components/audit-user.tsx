import type { AuditLog } from '@school/contract';
import { useTranslation } from 'react-i18next';

/** Who acted: the user, a deleted user's number, or the system (a visitor, a seed). */
export function UserCell({ log }: { log: AuditLog }) {
  const { t } = useTranslation('audit-logs');
  if (log.user) {
    return (
      <span className="block min-w-40">
        <span className="block font-medium text-slate-900">{log.user.name}</span>
        <span className="block text-slate-600">{log.user.email}</span>
      </span>
    );
  }
  return (
    <span className="text-slate-600">
      {log.user_id === null ? t('user.system') : t('user.deleted', { id: log.user_id })}
    </span>
  );
}
