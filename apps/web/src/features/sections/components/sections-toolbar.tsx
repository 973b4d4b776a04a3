import { useTranslation } from 'react-i18next';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { useAccess } from '@/lib/use-access';
import type { ListParams } from '@/lib/use-list-params';
import { useClassOptions } from '../api/get-class-options';
import type { SectionFilters } from '../filters';

/** The class filter is offered to a user who may list classes. */
export function SectionsToolbar({ list }: { list: ListParams<SectionFilters> }) {
  // A failed load leaves only "All Classes": spec 02 loads dropdowns silently.
  const { t } = useTranslation('sections');
  const classes = useClassOptions();
  const { can } = useAccess();
  return (
    <ListToolbar
      list={list}
      searchLabel={t('toolbar.search_label')}
      searchPlaceholder={t('toolbar.search_placeholder')}
      selects={
        can('classes_view')
          ? [
              {
                key: 'class_id',
                label: t('toolbar.class'),
                placeholder: t('toolbar.all_classes'),
                options: (classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
                className: 'w-48',
              },
            ]
          : []
      }
    />
  );
}
