import { Ban, CircleCheck, CircleOff, Users } from 'lucide-react';
import { useEffect } from 'react';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useUserSummary } from '../api/get-user-summary';

/** Total, active, inactive and suspended users, as the server counts them. */
export function UserStatCards() {
  const { data, error } = useUserSummary();
  useEffect(() => {
    if (error) toast.error(messageOf(error, 'Failed to fetch user statistics'));
  }, [error]);
  // A failed load shows zeros rather than placeholders that never resolve.
  const value = (figure: number | undefined) => (error ? 0 : figure);

  return (
    <StatCardGrid label="User figures">
      <StatCard label="Total Users" value={value(data?.total)} icon={Users} />
      <StatCard label="Active" value={value(data?.active)} icon={CircleCheck} tone="green" />
      <StatCard label="Inactive" value={value(data?.inactive)} icon={CircleOff} tone="slate" />
      <StatCard label="Suspended" value={value(data?.suspended)} icon={Ban} tone="red" />
    </StatCardGrid>
  );
}
