import { useTranslation } from 'react-i18next';
import { ListToolbar } from '@/components/ui/list-toolbar';
import type { ListParams } from '@/lib/use-list-params';
import { relationshipOptions, type ParentFilters } from '../filters';

export function ParentsToolbar({ list }: { list: ListParams<ParentFilters> }) {
  const { t } = useTranslation('parents');
  return (
    <ListToolbar
      list={list}
      searchLabel={t('toolbar.search_label')}
      searchPlaceholder={t('toolbar.search_placeholder')}
      selects={[
        {
          key: 'relationship_type',
          label: t('toolbar.relationship_label'),
          placeholder: t('toolbar.relationship_all'),
          options: relationshipOptions(t),
          className: 'w-48',
        },
      ]}
    />
  );
}
