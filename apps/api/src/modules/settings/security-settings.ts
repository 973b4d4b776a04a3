import { fieldMessage, securitySettingsSchema, type SecuritySettings } from '@school/contract';
import type { DB } from '../../db/connect';
import { findSettingsGroup } from './settings.repository';

/** A stored group that no longer parses falls back to the defaults rather than locking everyone out. */
export function parseSecuritySettings(stored: unknown): SecuritySettings {
  const parsed = securitySettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : securitySettingsSchema.parse({});
}

/** Read afresh, for the rare paths that have no cached copy at hand (sign-in, password changes). */
export async function securitySettings(db: DB): Promise<SecuritySettings> {
  return parseSecuritySettings(await findSettingsGroup(db, 'security'));
}

/** The password policy of the security settings, as field messages (empty when it passes). */
export function passwordPolicyErrors(password: string, settings: SecuritySettings): string[] {
  const errors: string[] = [];
  if (password.length < settings.password_min_length) {
    errors.push(fieldMessage('min_length', 'password', { min: settings.password_min_length }));
  }
  if (settings.require_special_chars && !/[^A-Za-z0-9]/.test(password)) {
    errors.push(fieldMessage('special_char', 'password'));
  }
  return errors;
}
