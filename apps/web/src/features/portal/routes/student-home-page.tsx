import { useTranslation } from 'react-i18next';
import { STUDENT_AREA } from '@/lib/console-areas';
import { PageHeader } from '@/components/ui/page-header';
import { useStudentHome } from '../api/get-student-home';
import { PortalHomeView } from '../components/portal-home-view';

/** A student's main page: their day, year, teachers and notices. */
export function StudentHomePage() {
  const { t } = useTranslation('portal');
  const home = useStudentHome();
  return (
    <div className="space-y-4">
      <PageHeader title={t('home.title')} description={home.data?.child.name} />
      {home.isPending ? (
        <p aria-busy="true" className="text-sm text-slate-600">
          {t('home.loading')}
        </p>
      ) : home.isError ? (
        <p className="text-sm text-slate-600">{t('home.load_failed')}</p>
      ) : (
        <PortalHomeView
          home={home.data}
          scope={{ kind: 'student' }}
          noticesHref={`${STUDENT_AREA.basePath}/notices`}
        />
      )}
    </div>
  );
}
