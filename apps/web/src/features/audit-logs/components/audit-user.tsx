import type { AuditLog } from '@school/contract';

/** Who acted: the user, a deleted user's number, or the system (a visitor, a seed). */
export function UserCell({ log }: { log: AuditLog }) {
  if (log.user) {
    return (
      <span className="block min-w-40">
        <span className="block font-medium text-slate-900">{log.user.name}</span>
        <span className="block text-slate-600">{log.user.email}</span>
      </span>
    );
  }
  return (
    <span className="text-slate-600">{log.user_id === null ? 'System' : `Deleted user #${log.user_id}`}</span>
  );
}
