import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** The school has one current year; every other year is inactive. */
export function AcademicYearStatusBadge({ current }: { current: boolean }) {
  const { t } = useTranslation('academic-years');
  return current ? (
    <Badge tone="success">{t('status.current')}</Badge>
  ) : (
    <Badge tone="neutral">{t('status.inactive')}</Badge>
  );
}
