import { useTranslation } from 'react-i18next';
import { NoticesView } from '../components/notices-view';
import { ParentFrame } from '../components/parent-frame';

/** The notices meant for parents and for the chosen child's class. */
export function ParentNoticesPage() {
  const { t } = useTranslation('portal');
  return (
    <ParentFrame title={t('notices.title')}>{(_home, scope) => <NoticesView scope={scope} />}</ParentFrame>
  );
}
