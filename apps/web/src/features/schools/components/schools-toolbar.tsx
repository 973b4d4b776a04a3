import { SearchInput } from '@/components/ui/search-input';
import { SelectField } from '@/components/ui/select-field';
import type { SchoolFilters } from '../filters';
import { BOARD_OPTIONS, STATUS_OPTIONS } from '../options';

interface SchoolsToolbarProps {
  search: string;
  filters: SchoolFilters;
  onSearch: (search: string) => void;
  onFilter: (key: keyof SchoolFilters, value: string) => void;
}

export function SchoolsToolbar({ search, filters, onSearch, onFilter }: SchoolsToolbarProps) {
  return (
    <search className="flex flex-wrap items-end gap-4">
      <SearchInput
        label="Search schools"
        placeholder="Name, code, e-mail, city or state"
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
      <SelectField
        label="Board"
        placeholder="All"
        options={BOARD_OPTIONS}
        value={filters.board}
        onChange={(event) => onFilter('board', event.target.value)}
        className="w-44"
      />
    </search>
  );
}
