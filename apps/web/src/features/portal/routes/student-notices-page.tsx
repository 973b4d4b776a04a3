import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { NoticesView } from '../components/notices-view';

/** The notices meant for students and for the student's class. */
export function StudentNoticesPage() {
  const { t } = useTranslation('portal');
  return (
    <div className="space-y-4">
      <PageHeader title={t('notices.title')} />
      <NoticesView scope={{ kind: 'student' }} />
    </div>
  );
}
