import { KeyRound, Shield, ShieldCheck, ShieldPlus } from 'lucide-react';
import { useEffect } from 'react';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useRoleSummary } from '../api/get-role-summary';

/** Roles, system roles, custom roles and permissions, as the server counts them. */
export function RoleStatCards() {
  const { data, error } = useRoleSummary();
  useEffect(() => {
    if (error) toast.error(messageOf(error, 'Failed to fetch role statistics'));
  }, [error]);
  // A failed load shows zeros rather than placeholders that never resolve.
  const value = (figure: number | undefined) => (error ? 0 : figure);

  return (
    <StatCardGrid label="Role figures">
      <StatCard label="Total Roles" value={value(data?.total)} icon={Shield} />
      <StatCard label="System Roles" value={value(data?.core)} icon={ShieldCheck} tone="green" />
      <StatCard label="Custom Roles" value={value(data?.custom)} icon={ShieldPlus} tone="slate" />
      <StatCard label="Total Permissions" value={value(data?.permissions)} icon={KeyRound} tone="amber" />
    </StatCardGrid>
  );
}
