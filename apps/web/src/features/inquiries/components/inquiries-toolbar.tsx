import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '@/components/ui/list-toolbar';
import type { ListParams } from '@/lib/use-list-params';
import { statusOptions, type InquiryFilters } from '../filters';

export function InquiriesToolbar({ list }: { list: ListParams<InquiryFilters> }) {
  const { t } = useTranslation('inquiries');
  const options = useMemo(() => statusOptions(t), [t]);
  return (
    <ListToolbar
      list={list}
      searchLabel={t('toolbar.search_label')}
      searchPlaceholder={t('toolbar.search_placeholder')}
      selects={[
        {
          key: 'status',
          label: t('toolbar.status_label'),
          placeholder: t('toolbar.status_all'),
          options,
          className: 'w-40',
        },
      ]}
    />
  );
}
