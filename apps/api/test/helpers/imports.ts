import type { Import } from '@school/contract';
import type { FastifyInstance } from 'fastify';
import { multipart } from './multipart';
import { call } from './superadmin';

/*
 * A school admin's import wizard driven over HTTP: upload a file, check it with a matching, run it.
 */

export type Kind = 'students' | 'teachers';

/** A CSV file from rows of cells, as a spreadsheet program writes it (quoted where needed). */
export function csvFile(rows: (string | number | null)[][], separator = ','): string {
  const cell = (v: string | number | null) => {
    const text = v === null ? '' : String(v);
    return /["\r\n,;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return rows.map((r) => r.map(cell).join(separator)).join('\r\n') + '\r\n';
}

export function upload(
  app: FastifyInstance,
  token: string,
  kind: Kind,
  file: string | Buffer,
  name = `${kind}.csv`,
) {
  const body = multipart([
    {
      name: 'file',
      filename: name,
      contentType: 'text/csv',
      data: typeof file === 'string' ? Buffer.from(file) : file,
    },
  ]);
  return call(app, token, { method: 'POST', url: `/api/school/imports/${kind}`, ...body });
}

/** Uploads and answers the import, failing the test when the upload is refused. */
export async function uploaded(
  app: FastifyInstance,
  token: string,
  kind: Kind,
  file: string | Buffer,
): Promise<Import> {
  const res = await upload(app, token, kind, file);
  if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return res.json<{ data: Import }>().data;
}

export function check(app: FastifyInstance, token: string, imp: Import, columns = imp.columns) {
  return call(app, token, {
    method: 'POST',
    url: `/api/school/imports/${imp.kind}/${imp.id}/check`,
    payload: { columns },
  });
}

/** Checks with the proposed matching and answers the import, failing the test on a refusal. */
export async function checked(app: FastifyInstance, token: string, imp: Import): Promise<Import> {
  const res = await check(app, token, imp);
  if (res.statusCode !== 200) throw new Error(`check answered ${res.statusCode}: ${res.body}`);
  return res.json<{ data: Import }>().data;
}

export function run(
  app: FastifyInstance,
  token: string,
  imp: Import,
  body: { only_valid?: boolean; invite?: boolean } = {},
) {
  return call(app, token, {
    method: 'POST',
    url: `/api/school/imports/${imp.kind}/${imp.id}/run`,
    payload: body,
  });
}

/** The errors of each row of a checked import, as `row: field` keys, for compact assertions. */
export function errorKeys(imp: Import): string[] {
  return imp.errors.flatMap((e) => Object.keys(e.errors).map((field) => `${e.row}: ${field}`));
}
