import { useTranslation } from 'react-i18next';
import { PARENT_AREA } from '@/lib/console-areas';
import { PortalHomeView } from '../components/portal-home-view';
import { ParentFrame } from '../components/parent-frame';

/** A parent's main page: the chosen child's day, year, teachers and notices. */
export function ParentHomePage() {
  const { t } = useTranslation('portal');
  return (
    <ParentFrame title={t('home.title')}>
      {(home, scope) => (
        <PortalHomeView home={home} scope={scope} noticesHref={`${PARENT_AREA.basePath}/notices`} />
      )}
    </ParentFrame>
  );
}
