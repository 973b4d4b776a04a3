import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** System permissions are declared by the API's routes: fixed name, never deletable. */
export function PermissionTypeBadge({ system }: { system: boolean }) {
  const { t } = useTranslation('permissions');
  return system ? (
    <Badge tone="info">{t('type.system')}</Badge>
  ) : (
    <Badge tone="neutral">{t('type.custom')}</Badge>
  );
}
