import { Building2, CircleCheck, CircleOff, UserX } from 'lucide-react';
import { useEffect } from 'react';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useSchoolSummary } from '../api/get-school-summary';

/** Total, active, inactive and admin-less schools, as the server counts them. */
export function SchoolStatCards() {
  const { data, error } = useSchoolSummary();
  useEffect(() => {
    if (error) toast.error(messageOf(error, 'Failed to fetch school statistics'));
  }, [error]);
  // A failed load shows zeros rather than placeholders that never resolve.
  const value = (figure: number | undefined) => (error ? 0 : figure);

  return (
    <StatCardGrid label="School figures">
      <StatCard label="Total Schools" value={value(data?.total)} icon={Building2} />
      <StatCard label="Active" value={value(data?.active)} icon={CircleCheck} tone="green" />
      <StatCard label="Inactive" value={value(data?.inactive)} icon={CircleOff} tone="red" />
      <StatCard label="Without Admin" value={value(data?.without_admin)} icon={UserX} tone="amber" />
    </StatCardGrid>
  );
}
