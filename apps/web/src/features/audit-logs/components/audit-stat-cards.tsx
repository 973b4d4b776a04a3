import type { AuditActivity } from '@school/contract';
import { Activity, LogIn, PencilLine, ShieldAlert } from 'lucide-react';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';

/** The four figures of the window: every entry, sign-ins, failed sign-ins and changes. */
export function AuditStatCards({ activity }: { activity: AuditActivity | undefined }) {
  const summary = activity?.summary;
  const days = activity?.days ?? 30;
  return (
    <StatCardGrid label={`Audit activity, last ${days} days`}>
      <StatCard label={`Total Events (${days} days)`} value={summary?.total_events} icon={Activity} />
      <StatCard label="Logins" value={summary?.logins} icon={LogIn} tone="green" />
      <StatCard label="Failed Logins" value={summary?.failed_logins} icon={ShieldAlert} tone="red" />
      <StatCard label="Changes" value={summary?.changes} icon={PencilLine} tone="amber" />
    </StatCardGrid>
  );
}
