import type { PlatformSettingsGroup, PlatformSettingsValue } from '@school/contract';
import type { ReactNode } from 'react';
import { SettingsCard } from '@/components/ui/settings-card';
import type { Permission } from '@/lib/permissions';
import { useSettingsGroup } from '../api/get-settings-group';

interface SettingsGroupCardProps<G extends PlatformSettingsGroup> {
  group: G;
  title: string;
  description: string;
  /** What saving the card needs. */
  permission: Permission;
  /** The card's form, given the group as the server holds it and whether the user may save it. */
  children: (value: PlatformSettingsValue[G], editable: boolean) => ReactNode;
}

/** One card of the settings screen: it loads its own group. */
export function SettingsGroupCard<G extends PlatformSettingsGroup>({
  group,
  ...card
}: SettingsGroupCardProps<G>) {
  return <SettingsCard query={useSettingsGroup(group)} {...card} />;
}
