import {
  ACADEMIC_SETTINGS_DEFAULTS,
  FEE_SETTINGS_DEFAULTS,
  NOTIFICATION_SETTINGS_DEFAULTS,
  SCHOOL_SETTINGS_SCHEMAS,
  SCHOOL_SETTINGS_SECTION_NAMES,
  type SchoolSettings,
  type SchoolSettingsInputValues,
  type SchoolSettingsSection,
  type SchoolSettingsValue,
} from '@school/contract';
import type { DB } from '../../db/connect';
import { invalid } from '../../lib/app-error';
import { recordAudit, type Actor } from '../audit/audit.repository';
import { codeTaken } from '../schools/schools.repository';
import {
  findSchoolInformation,
  findSettingsSection,
  saveSettingsSection,
  updateSchoolInformation,
} from './school-settings.repository';

/** How a section is read and written: the school's row, or a document of its own. */
interface SectionStore<S extends SchoolSettingsSection> {
  read(db: DB, schoolId: number): Promise<SchoolSettingsValue[S]>;
  /** Checks against other rows that the schema cannot make; throws a 422. */
  check?(db: DB, schoolId: number, values: SchoolSettingsInputValues[S]): Promise<void>;
  write(db: DB, schoolId: number, values: SchoolSettingsInputValues[S]): Promise<SchoolSettingsValue[S]>;
}

/**
 * A section kept as a JSON document. Never saved: the defaults. Saved before a field existed or
 * under older rules: the defaults fill in, and a document that no longer passes gives way to them
 * rather than break the screens that read it.
 */
function documentStore<S extends 'academic' | 'notifications' | 'fees'>(
  section: S,
  defaults: SchoolSettingsValue[S],
): SectionStore<S> {
  const schema = SCHOOL_SETTINGS_SCHEMAS[section].input;
  return {
    async read(db, schoolId) {
      const stored = await findSettingsSection(db, schoolId, section);
      const merged = typeof stored === 'object' && stored !== null ? { ...defaults, ...stored } : defaults;
      const parsed = schema.safeParse(merged);
      return (parsed.success ? parsed.data : defaults) as SchoolSettingsValue[S];
    },
    async write(db, schoolId, values) {
      await saveSettingsSection(db, schoolId, section, values);
      return values;
    },
  };
}

const STORES: { [S in SchoolSettingsSection]: SectionStore<S> } = {
  information: {
    read: findSchoolInformation,
    // Codes are unique across schools whatever the case (stored in capitals, as the superadmin's).
    async check(db, schoolId, values) {
      if (await codeTaken(db, values.code, schoolId)) {
        throw invalid({ code: ['The code has already been taken.'] });
      }
    },
    write: updateSchoolInformation,
  },
  academic: documentStore('academic', ACADEMIC_SETTINGS_DEFAULTS),
  notifications: documentStore('notifications', NOTIFICATION_SETTINGS_DEFAULTS),
  fees: documentStore('fees', FEE_SETTINGS_DEFAULTS),
};

export async function schoolSettings(db: DB, schoolId: number): Promise<SchoolSettings> {
  const [information, academic, notifications, fees] = await Promise.all([
    STORES.information.read(db, schoolId),
    STORES.academic.read(db, schoolId),
    STORES.notifications.read(db, schoolId),
    STORES.fees.read(db, schoolId),
  ]);
  return { information, academic, notifications, fees };
}

export async function settingsSection<S extends SchoolSettingsSection>(
  db: DB,
  schoolId: number,
  section: S,
): Promise<SchoolSettingsValue[S]> {
  return STORES[section].read(db, schoolId);
}

/** Replaces the section in one transaction, audited with what it held before and after. */
export async function saveSettings<S extends SchoolSettingsSection>(
  db: DB,
  schoolId: number,
  section: S,
  values: SchoolSettingsInputValues[S],
  actor: Actor,
): Promise<SchoolSettingsValue[S]> {
  const store: SectionStore<S> = STORES[section];
  await store.check?.(db, schoolId, values);
  return db.transaction().execute(async (trx) => {
    const before = await store.read(trx, schoolId);
    const after = await store.write(trx, schoolId, values);
    await recordAudit(trx, actor, {
      event: 'settings_changed',
      description: `${SCHOOL_SETTINGS_SECTION_NAMES[section]} settings changed`,
      properties: { section, before, after },
    });
    return after;
  });
}
