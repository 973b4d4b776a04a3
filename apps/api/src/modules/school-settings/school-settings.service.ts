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
import type { z } from 'zod';
import type { DB } from '../../db/connect';
import { invalid } from '../../lib/app-error';
import { recordAudit, type Actor } from '../audit/audit.repository';
import { findSchool } from '../schools/schools.repository';
import { platformValueErrors } from '../taken-values/taken-values.service';
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
  check?(db: DB, schoolId: number, values: SchoolSettingsInputValues[S], actor: Actor): Promise<void>;
  write(db: DB, schoolId: number, values: SchoolSettingsInputValues[S]): Promise<SchoolSettingsValue[S]>;
  /** What the audit entry keeps of the section, when not the section as the API names it. */
  recorded?: (value: SchoolSettingsValue[S]) => Record<string, unknown>;
}

/**
 * A stored document under today's rules, field by field: a field saved before it existed, or that
 * no longer passes, takes its default and every other stored field is kept, so one stale value
 * does not cost the school the rest. Only when the defaults cannot be reconciled with the kept
 * fields (a rule across fields) does the whole section give way to its defaults.
 */
function readDocument<T extends Record<string, unknown>>(schema: z.ZodType, defaults: T, stored: unknown): T {
  const saved = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {};
  const values: Record<string, unknown> = { ...defaults, ...saved };
  const defaulted = new Set<string>();
  for (;;) {
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data as T;
    const failing = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
    if ([...failing].some((field) => !(field in defaults) || defaulted.has(field))) return defaults;
    for (const field of failing) {
      values[field] = defaults[field as keyof T];
      defaulted.add(field);
    }
  }
}

/**
 * A section kept as a JSON document. Never saved: the defaults. Saved before a field existed or
 * under older rules: read field by field (readDocument) rather than break the screens that read it.
 */
function documentStore<S extends 'academic' | 'notifications' | 'fees'>(
  section: S,
  defaults: SchoolSettingsValue[S],
): SectionStore<S> {
  const schema = SCHOOL_SETTINGS_SCHEMAS[section].input;
  return {
    async read(db, schoolId) {
      return readDocument(schema, defaults, await findSettingsSection(db, schoolId, section));
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
    // Codes are unique across schools whatever the case (stored in capitals, as the superadmin's);
    // another school's code is refused, counted and audited as the profile's is.
    async check(db, schoolId, values, actor) {
      const school = await findSchool(db, schoolId);
      const errors = await platformValueErrors(db, actor, 'school_information', [
        { field: 'code', value: values.code, of: school },
      ]);
      if (Object.keys(errors).length > 0) throw invalid(errors);
    },
    write: updateSchoolInformation,
    // A school_updated entry names the school's columns, whether the profile or this card saved.
    recorded: ({ address, ...fields }) => ({ ...fields, address_line1: address }),
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
  await store.check?.(db, schoolId, values, actor);
  return db.transaction().execute(async (trx) => {
    const before = await store.read(trx, schoolId);
    const after = await store.write(trx, schoolId, values);
    const recorded = store.recorded ?? ((value: SchoolSettingsValue[S]) => value);
    await recordAudit(trx, actor, {
      // The information section changes the school itself, found with the profile's changes.
      event: section === 'information' ? 'school_updated' : 'settings_changed',
      description: `${SCHOOL_SETTINGS_SECTION_NAMES[section]} settings changed`,
      properties: { section, before: recorded(before), after: recorded(after) },
    });
    return after;
  });
}
