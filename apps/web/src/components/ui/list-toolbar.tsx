import type { ListParams } from '@/lib/use-list-params';
import { SearchInput } from './search-input';
import { SelectField, type SelectOption } from './select-field';

/** One select filter of a list's toolbar. */
export interface FilterSelect<F> {
  key: keyof F & string;
  label: string;
  /** The "all" choice. */
  placeholder: string;
  options: readonly SelectOption[];
  /** Width of the field. */
  className: string;
}

interface ListToolbarProps<F extends { [K in keyof F]: string }> {
  list: Pick<ListParams<F>, 'search' | 'filters' | 'setSearch' | 'setFilter'>;
  searchLabel: string;
  searchPlaceholder: string;
  selects: ReadonlyArray<FilterSelect<F>>;
}

/** A list screen's search box followed by its select filters, all kept in the URL by useListParams. */
export function ListToolbar<F extends { [K in keyof F]: string }>({
  list,
  searchLabel,
  searchPlaceholder,
  selects,
}: ListToolbarProps<F>) {
  return (
    <search className="flex flex-wrap items-end gap-4">
      <SearchInput
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={list.search}
        onSearch={list.setSearch}
        className="min-w-64 flex-1"
      />
      {selects.map((select) => (
        <SelectField
          key={select.key}
          label={select.label}
          placeholder={select.placeholder}
          options={select.options}
          value={list.filters[select.key]}
          onChange={(event) => list.setFilter(select.key, event.target.value)}
          className={select.className}
        />
      ))}
    </search>
  );
}
