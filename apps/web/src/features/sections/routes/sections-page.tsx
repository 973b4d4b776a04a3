import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ListSection } from '@/components/ui/list-section';
import { PageHeader } from '@/components/ui/page-header';
import { Can } from '@/lib/use-access';
import { useDialogState } from '@/lib/use-dialog-state';
import { useListPage } from '@/lib/use-list-page';
import { useListParams } from '@/lib/use-list-params';
import { useSections } from '../api/get-sections';
import { ExportSectionsButton } from '../components/export-sections-button';
import { sectionColumns } from '../components/section-columns';
import { SectionDialogs, type SectionDialog } from '../components/section-dialogs';
import { SectionStatCards } from '../components/section-stat-cards';
import { SectionsToolbar } from '../components/sections-toolbar';
import { SECTION_FILTER_DEFAULTS, SECTION_SORT_OPTIONS, sectionFilterQuery } from '../filters';

/** Spec 02 section 9: 15 rows a page. */
const PER_PAGE = 15;

/** Spec 02 section 2, Section Management. */
export function SectionsPage() {
  const { t } = useTranslation('sections');
  const list = useListParams(SECTION_FILTER_DEFAULTS, SECTION_SORT_OPTIONS);
  const filters = sectionFilterQuery(list.search, list.filters);
  const sections = useSections({ page: list.page, per_page: PER_PAGE, ...list.sortQuery, ...filters });
  const dialogs = useDialogState<SectionDialog>();
  const { open: openDialog } = dialogs;
  const columns = useMemo(
    () => sectionColumns(t, (action, section) => openDialog({ action, section })),
    [t, openDialog],
  );
  const { rows, pagination } = useListPage(sections, (data) => data.sections, t('errors.list'), list);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <>
            <Can permission="sections_export">
              <ExportSectionsButton search={list.search} filters={list.filters} />
            </Can>
            {/* A new section is of a class chosen from the classes list. */}
            <Can permission={['sections_create', 'classes_view']}>
              <Button {...dialogs.opener({ action: 'create', classId: list.filters.class_id })}>
                <Plus aria-hidden="true" className="size-4" />
                {t('page.create')}
              </Button>
            </Can>
          </>
        }
      />
      <SectionStatCards filters={filters} />
      <ListSection
        name={t('page.list_name')}
        toolbar={<SectionsToolbar list={list} />}
        columns={columns}
        rows={rows}
        rowKey={(s) => s.id}
        loading={sections.isPending}
        page={list.page}
        pagination={pagination}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
      />
      <SectionDialogs dialog={dialogs.dialog} onClose={dialogs.close} restoreFocus={dialogs.restoreFocus} />
    </div>
  );
}
