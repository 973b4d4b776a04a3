import { ListToolbar } from '@/components/ui/list-toolbar';
import type { ListParams } from '@/lib/use-list-params';
import { STATUS_OPTIONS, type InquiryFilters } from '../filters';

export function InquiriesToolbar({ list }: { list: ListParams<InquiryFilters> }) {
  return (
    <ListToolbar
      list={list}
      searchLabel="Search inquiries"
      searchPlaceholder="Name, e-mail, school, subject or message"
      selects={[
        { key: 'status', label: 'Status', placeholder: 'All', options: STATUS_OPTIONS, className: 'w-40' },
      ]}
    />
  );
}
