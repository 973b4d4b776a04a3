import type { ConsoleUser } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { RoleBadges } from '@/components/ui/role-badges';
import { useAccess } from '@/lib/use-access';

interface AdminCandidateListProps {
  schoolId: number;
  users: readonly ConsoleUser[];
  selectedId: number | null;
  onSelect: (user: ConsoleUser) => void;
}

/**
 * The users found, as radio buttons, each with every role. Someone who already runs another
 * school cannot be picked (the API refuses a second school), and the list says which school that
 * is; nor can a delegate pick themselves (running a school is not something one gives oneself).
 */
export function AdminCandidateList({ schoolId, users, selectedId, onSelect }: AdminCandidateListProps) {
  const { t } = useTranslation('schools');
  const { superadmin, userId } = useAccess();
  if (users.length === 0) return <p className="text-sm text-slate-600">{t('assign_admin.no_match')}</p>;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">{t('assign_admin.legend')}</legend>
      <ul className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
        {users.map((user) => {
          const busyElsewhere = user.school !== null && user.school.id !== schoolId;
          const self = !superadmin && user.id === userId;
          const disabled = busyElsewhere || self;
          return (
            <li key={user.id}>
              <label
                className={`flex items-start gap-3 px-3 py-2 text-sm ${disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-slate-50'}`}
              >
                <input
                  type="radio"
                  name="admin-user"
                  value={user.id}
                  checked={selectedId === user.id}
                  disabled={disabled}
                  onChange={() => onSelect(user)}
                  className="mt-1"
                />
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  <span className="block font-medium text-slate-900">{user.name}</span>
                  <span className="block text-slate-500">{user.email}</span>
                  <span className="mt-1 block">
                    <RoleBadges roles={user.roles} />
                  </span>
                  {user.school && (
                    <span className="block text-xs text-amber-700">
                      {t('assign_admin.admin_of', { school_name: user.school.name })}
                    </span>
                  )}
                  {self && <span className="block text-xs text-amber-700">{t('assign_admin.not_self')}</span>}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
