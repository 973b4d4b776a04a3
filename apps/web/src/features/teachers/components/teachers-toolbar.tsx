import { SearchInput } from '@/components/ui/search-input';
import { SelectField } from '@/components/ui/select-field';
import type { ListParams } from '@/lib/use-list-params';
import { GENDER_OPTIONS, type TeacherFilters } from '../filters';

/** Search, the gender filter and a free-text specialization filter, all kept in the URL. */
export function TeachersToolbar({ list }: { list: ListParams<TeacherFilters> }) {
  return (
    <search className="flex flex-wrap items-end gap-4">
      <SearchInput
        label="Search teachers"
        placeholder="Name, email or employee code"
        value={list.search}
        onSearch={list.setSearch}
        className="min-w-64 flex-1"
      />
      <SelectField
        label="Show"
        placeholder="Current teachers"
        options={[{ value: 'true', label: 'Archived' }]}
        value={list.filters.archived}
        onChange={(event) => list.setFilter('archived', event.target.value)}
        className="w-44"
      />
      <SelectField
        label="Gender"
        placeholder="All Genders"
        options={GENDER_OPTIONS}
        value={list.filters.gender}
        onChange={(event) => list.setFilter('gender', event.target.value)}
        className="w-40"
      />
      <SearchInput
        label="Specialization"
        placeholder="e.g. Mathematics"
        value={list.filters.specialization}
        onSearch={(value) => list.setFilter('specialization', value)}
        className="w-56"
      />
    </search>
  );
}
