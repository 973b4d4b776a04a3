import { DetailsList } from '@/components/ui/details-list';
import { formatNumber } from '@/lib/format-number';

/** A step's figures (the dry run's, the import's), labelled, each as the reader writes numbers. */
export function ImportCounts({ counts }: { counts: readonly { label: string; value: number }[] }) {
  return <DetailsList items={counts.map(({ label, value }) => ({ label, value: formatNumber(value) }))} />;
}
