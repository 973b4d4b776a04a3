/*
 * A second valid body for an update route that differs from the first in every field it can, so
 * that sending the first and then the second changes every column the route writes: the audit
 * coverage test then holds each changed column to the entry.
 */

interface ZodLike {
  _zod: { def: { type: string } & Record<string, unknown> };
}

/**
 * Fields left as the first body had them: the current password (it must stay right), maintenance
 * mode, which would answer 503 to the rest of the run, and two_factor_auth, which would send every
 * administrator's sign-in to setting up a second factor for the rest of the run. A new password and its
 * confirmation change together (the same password again is refused). A role name must name a role: another core role with no school record to go with it (a
 * teacher, student or parent belongs to a school).
 */
const KEPT = new Set(['current_password', 'maintenance_mode', 'two_factor_auth']);
const OTHER_ROLE: Record<string, string> = { school_admin: 'superadmin', superadmin: 'school_admin' };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/** Another text of the same kind: a day later, five minutes later, another phone, or longer. */
function otherText(field: string, value: string, max: number | undefined): string {
  if (ISO_DATE.test(value)) {
    // Both ends of a period move together, so the end stays after the start.
    return new Date(Date.parse(`${value}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  if (TIME.test(value)) {
    const minutes = Number(value.slice(0, 2)) * 60 + Number(value.slice(3)) + 5;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  }
  if (field === 'role' && OTHER_ROLE[value]) return OTHER_ROLE[value];
  if (value.includes('@')) return `x${value}`;
  if (/(^|_)phone$/.test(field)) return value.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
  if (value.startsWith('http')) return `${value.replace(/\/$/, '')}/other`;
  const longer = `${value}2`;
  return max !== undefined && longer.length > max ? `${value.slice(0, max - 1)}2` : longer;
}

function maxOf(schema: ZodLike): number | undefined {
  const checks = (schema._zod.def.checks ?? []) as { _zod: { def: Record<string, unknown> } }[];
  const max = checks.find((c) => c._zod.def.check === 'max_length' || c._zod.def.check === 'less_than');
  return max ? Number(max._zod.def.maximum ?? max._zod.def.value) : undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `next`, a fresh valid body for the route, with each field that equals `first`'s changed to
 * another value the schema accepts: another enum option, the other boolean, the next number, a
 * later date or time, a longer text. Ids come from fresh fixtures and texts mostly from unique
 * names, so they differ already (an id that does not is kept); a null stays null (a setting that turns a feature on, such as an
 * SMTP host, would be used by the rest of the run).
 */
export function differingBody(schema: ZodLike, first: unknown, next: unknown, field = ''): unknown {
  // An id names a row that must exist: the fixture made for each body is fresh, or it is the one
  // row there is (the current year).
  if (next === null || next === undefined || KEPT.has(field) || /_ids?$/.test(field)) return next;
  const def = schema._zod.def;
  const inner = (key: string) => differingBody(def[key] as ZodLike, first, next, field);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, ZodLike>;
      const a = (first ?? {}) as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(next as Record<string, unknown>).map(([key, value]) => [
          key,
          shape[key] ? differingBody(shape[key], a[key], value, key) : value,
        ]),
      );
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      return (def.in as ZodLike)._zod.def.type === 'transform' ? inner('out') : inner('in');
    case 'union':
      return differingBody((def.options as ZodLike[])[0]!, first, next, field);
    case 'array': {
      if (!same(first, next)) return next;
      const items = next as unknown[];
      // One item fewer, or each item another: a different set either way.
      return items.length > 1
        ? items.slice(0, -1)
        : items.map((item) => differingBody(def.element as ZodLike, item, item, field));
    }
    default:
      break;
  }
  if (!same(first, next)) return next;
  switch (def.type) {
    case 'string':
      return otherText(field, next as string, maxOf(schema));
    case 'number':
    case 'int': {
      const max = maxOf(schema);
      return max !== undefined && (next as number) + 1 > max ? (next as number) - 1 : (next as number) + 1;
    }
    case 'boolean':
      return !(next as boolean);
    case 'enum': {
      const options = Object.values(def.entries as Record<string, unknown>);
      return options[(options.indexOf(next) + 1) % options.length];
    }
    default:
      return next;
  }
}
