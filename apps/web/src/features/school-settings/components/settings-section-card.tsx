import type { SchoolSettingsSection, SchoolSettingsValue } from '@school/contract';
import type { ReactNode } from 'react';
import { SettingsCard } from '@/components/ui/settings-card';
import type { Permission } from '@/lib/permissions';
import { useSettingsSection } from '../api/get-settings-section';

interface SettingsSectionCardProps<S extends SchoolSettingsSection> {
  section: S;
  title: string;
  description: string;
  /** What saving the card needs. */
  permission: Permission;
  /** The card's form, given the section as the server holds it and whether the user may save it. */
  children: (value: SchoolSettingsValue[S], editable: boolean) => ReactNode;
}

/** One card of the settings screen: it loads its own section. */
export function SettingsSectionCard<S extends SchoolSettingsSection>({
  section,
  ...card
}: SettingsSectionCardProps<S>) {
  return <SettingsCard query={useSettingsSection(section)} {...card} />;
}
