import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/ui/search-input';
import { SelectField } from '@/components/ui/select-field';
import type { ListParams } from '@/lib/use-list-params';
import { genderOptions, type TeacherFilters } from '../filters';

/** Search, the gender filter and a free-text specialization filter, all kept in the URL. */
export function TeachersToolbar({ list }: { list: ListParams<TeacherFilters> }) {
  const { t } = useTranslation('teachers');
  return (
    <search className="flex flex-wrap items-end gap-4">
      <SearchInput
        label={t('toolbar.search_label')}
        placeholder={t('toolbar.search_placeholder')}
        value={list.search}
        onSearch={list.setSearch}
        className="min-w-64 flex-1"
      />
      <SelectField
        label={t('toolbar.show_label')}
        placeholder={t('toolbar.show_current')}
        options={[{ value: 'true', label: t('toolbar.show_archived') }]}
        value={list.filters.archived}
        onChange={(event) => list.setFilter('archived', event.target.value)}
        className="w-44"
      />
      <SelectField
        label={t('toolbar.gender_label')}
        placeholder={t('toolbar.gender_all')}
        options={genderOptions(t)}
        value={list.filters.gender}
        onChange={(event) => list.setFilter('gender', event.target.value)}
        className="w-40"
      />
      <SearchInput
        label={t('toolbar.specialization_label')}
        placeholder={t('toolbar.specialization_placeholder')}
        value={list.filters.specialization}
        onSearch={(value) => list.setFilter('specialization', value)}
        className="w-56"
      />
    </search>
  );
}
