import type { TeachingSection } from '@school/contract';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useUrlState } from '@/lib/use-url-state';
import { useTeachingSections } from '../api/get-teaching-sections';
import { SectionPupils } from '../components/section-pupils';

/** `?section=` is the section opened: a reload or the back button keeps it. */
const URL_DEFAULTS = { section: 0 };

/**
 * The sections the teacher teaches, with what they teach there; one opened shows its students
 * and their parents' phones.
 */
export function MyClassesPage() {
  const { t } = useTranslation('teacher-console');
  const sections = useTeachingSections();
  const [{ section: openId }, setUrl] = useUrlState(URL_DEFAULTS);
  const placeOf = (s: TeachingSection) =>
    t('place', { class_name: s.class_name, section_name: s.section_name });
  const opened = sections.data?.find((s) => s.section_id === openId);

  return (
    <div className="space-y-6">
      <PageHeader title={t('classes.title')} description={t('classes.description')} />
      {openId !== 0 ? (
        <div className="space-y-4">
          <Button variant="secondary" className="min-h-11" onClick={() => setUrl({ section: 0 })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('classes.back')}
          </Button>
          <SectionPupils sectionId={openId} place={opened ? placeOf(opened) : ''} />
        </div>
      ) : sections.isPending ? (
        <p aria-busy="true" className="text-sm text-slate-600">
          {t('classes.loading')}
        </p>
      ) : sections.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('classes.load_failed')}
        </p>
      ) : sections.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('classes.empty')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {sections.data.map((section) => (
            <li
              key={section.section_id}
              className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="min-w-0 space-y-1">
                <h2 className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{placeOf(section)}</h2>
                <p className="text-sm text-slate-600">
                  {t('students_count', { count: section.students_count })}
                </p>
                {section.is_class_teacher && <Badge tone="info">{t('class_teacher')}</Badge>}
                {section.subjects.length > 0 && (
                  <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
                    {t('classes.subjects', { subjects: section.subjects.map((s) => s.name).join(', ') })}
                  </p>
                )}
              </div>
              <Button
                variant="secondary"
                className="min-h-11 w-full"
                aria-label={t('classes.open_label', { place: placeOf(section) })}
                onClick={() => setUrl({ section: section.section_id })}
              >
                {t('classes.open')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
