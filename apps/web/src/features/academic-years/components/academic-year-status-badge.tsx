import { Badge } from '@/components/ui/badge';

/** The school has one current year; every other year is inactive. */
export function AcademicYearStatusBadge({ current }: { current: boolean }) {
  return current ? <Badge tone="success">Current</Badge> : <Badge tone="neutral">Inactive</Badge>;
}
