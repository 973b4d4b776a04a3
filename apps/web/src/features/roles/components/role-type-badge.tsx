import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** Core roles are the system's own (never deletable); every other role is custom. */
export function RoleTypeBadge({ core }: { core: boolean }) {
  const { t } = useTranslation('roles');
  return core ? (
    <Badge tone="info">{t('type.core')}</Badge>
  ) : (
    <Badge tone="neutral">{t('type.custom')}</Badge>
  );
}
