import { SearchInput } from '@/components/ui/search-input';
import { SelectField } from '@/components/ui/select-field';
import type { UserFilters } from '../filters';
import { ROLE_FILTER_OPTIONS, STATUS_OPTIONS } from '../options';

interface UsersToolbarProps {
  search: string;
  filters: UserFilters;
  onSearch: (search: string) => void;
  onFilter: (key: keyof UserFilters, value: string) => void;
}

export function UsersToolbar({ search, filters, onSearch, onFilter }: UsersToolbarProps) {
  return (
    <search className="flex flex-wrap items-end gap-4">
      <SearchInput
        label="Search users"
        placeholder="Name, e-mail or phone"
        value={search}
        onSearch={onSearch}
        className="min-w-64 flex-1"
      />
      <SelectField
        label="Role"
        placeholder="All roles"
        options={ROLE_FILTER_OPTIONS}
        value={filters.role}
        onChange={(event) => onFilter('role', event.target.value)}
        className="w-44"
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
