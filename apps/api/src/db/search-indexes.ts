/**
 * The columns each list's search box looks in. The trigram indexes (migrations/trigram-search.ts,
 * used by 2026_11_22_0300 and 2026_11_24_0230) are built from this, and lib/search.ts queries
 * them; a change here needs a new migration that rebuilds the index.
 */
export const SEARCHABLE = {
  users: ['name', 'email', 'phone'],
  schools: ['name', 'code', 'email', 'city', 'state'],
  contact_messages: ['name', 'email', 'school', 'subject', 'message'],
  audit_logs: ['event', 'description', 'ip_address'],
} as const;
export type SearchableTable = keyof typeof SEARCHABLE;

/**
 * The columns a term too short for a trigram (one or two characters) is matched against, as the
 * start of the text: each has an index on lower(column), id (migration 2026_11_24_0200), so the
 * match reads only the rows it finds instead of scanning the table.
 */
export const PREFIXED: Record<SearchableTable, readonly string[]> = {
  users: ['name', 'email'],
  schools: ['name', 'code'],
  contact_messages: ['name', 'email'],
  // Unused: the audit search matches a short term against the event through its own index.
  audit_logs: ['event'],
};

/** PostgreSQL: the searched columns as one lower-case text, the expression the GIN index holds. */
export function searchDocument(table: SearchableTable, qualify = false): string {
  const column = (c: string) => (qualify ? `${table}.${c}` : c);
  return `lower(${SEARCHABLE[table].map((c) => `coalesce(${column(c)}, '')`).join(` || ' ' || `)})`;
}

/**
 * A school's people, searched among that school's alone (migration 2026_12_10_0200): each record
 * of these tables has a row in people_search, with the column of the record that its search box
 * looks in besides the user's name, e-mail and phone (null: none).
 */
export const PEOPLE_SEARCHED = [
  ['students', 'admission_no'],
  ['teachers', 'employee_code'],
  ['parents', null],
] as const;
export type PersonKind = (typeof PEOPLE_SEARCHED)[number][0];

/**
 * The text a person is found by, in lower case, the name first (so a short term matches the start
 * of the name): SQL over a users row `user` and the record's code `code`, the same in both engines
 * and in the triggers that keep it.
 */
export function personDocument(user: string, code: string): string {
  return `lower(${user}.name || ' ' || coalesce(${user}.email, '') || ' ' || coalesce(${user}.phone, '') || ' ' || coalesce(${code}, ''))`;
}
