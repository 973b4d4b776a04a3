import { SearchInput } from '@/components/ui/search-input';
import { SelectField } from '@/components/ui/select-field';
import { STATUS_OPTIONS, type InquiryFilters } from '../filters';

interface InquiriesToolbarProps {
  search: string;
  filters: InquiryFilters;
  onSearch: (search: string) => void;
  onFilter: (key: keyof InquiryFilters, value: string) => void;
}

export function InquiriesToolbar({ search, filters, onSearch, onFilter }: InquiriesToolbarProps) {
  return (
    <search className="flex flex-wrap items-end gap-4">
      <SearchInput
        label="Search inquiries"
        placeholder="Name, e-mail, school, subject or message"
        value={search}
        onSearch={onSearch}
        className="min-w-64 flex-1"
      />
      <SelectField
        label="Status"
        placeholder="All"
        options={STATUS_OPTIONS}
        value={filters.status}
        onChange={(event) => onFilter('status', event.target.value)}
        className="w-40"
      />
    </search>
  );
}
