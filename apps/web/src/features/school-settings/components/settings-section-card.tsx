import type { SchoolSettingsSection, SchoolSettingsValue } from '@school/contract';
import type { ReactNode } from 'react';
import { SettingsCard } from '@/components/ui/settings-card';
import { useSettingsSection } from '../api/get-settings-section';

interface SettingsSectionCardProps<S extends SchoolSettingsSection> {
  section: S;
  title: string;
  description: string;
  /** The card's form, given the section as the server holds it. */
  children: (value: SchoolSettingsValue[S]) => ReactNode;
}

/** One card of the settings screen: it loads its own section. */
export function SettingsSectionCard<S extends SchoolSettingsSection>({
  section,
  ...card
}: SettingsSectionCardProps<S>) {
  return <SettingsCard query={useSettingsSection(section)} {...card} />;
}
