import type { PlatformSettings, SecuritySettings } from '@school/contract';
import type { DB } from '../../db/connect';
import { AppError, tooManyRequests } from '../../lib/app-error';
import { localDate, startOfDay } from '../../lib/calendar';
import { exportFileName } from '../../lib/csv';
import { formatInstant, mailWriter, recipientLanguage, say } from '../../lib/i18n';
import type { Counted } from '../../lib/pagination';
import { isoMinutesAgo, tryAgainIn } from '../../lib/time';
import type { Mailer } from '../../plugins/mailer';
import { recordAudit, type Actor } from './audit.repository';
import {
  freedBy,
  insertExport,
  lockExportsOf,
  noticedSince,
  rowsExportedSince,
  superadminsToTell,
} from './export-limits.repository';

/*
 * Bulk exports are watched (issue 29; docs/decisions.md, "Export limits"). Every export is
 * counted before a row is sent, and admitted against the rows the same account exported in the
 * last hour (security setting export_rows_per_hour); past the limit it answers 429 with the wait.
 * An account whose rows of the day (platform timezone) pass export_notice_rows_per_day gets the
 * platform's superadmins one e-mail, once that day.
 */

export const EXPORT_WINDOW_MINUTES = 60;

/** The event of an export refused by the limit; the notice to the superadmins is the other one. */
export const EXPORT_LIMIT_EVENT = 'export_limit_reached';
export const EXPORT_THRESHOLD_EVENT = 'export_threshold_passed';

/** An export about to be sent: what it is, and its rows as counted up to the hourly limit + 1. */
export interface ExportToAdmit {
  resource: string;
  filters: Record<string, unknown>;
  counted: Counted;
}

/** What the check reads of the settings, taken before its transaction opens. */
export interface ExportSettings {
  security: SecuritySettings;
  platform: PlatformSettings;
}

/** Who exports, for the notice: the signed-in account as the request knows it. */
export interface Exporter {
  actor: Actor & { userId: number };
  name: string;
  email: string | null;
  /** The school whose list it is, for a school-level export. */
  school: string | null;
}

/**
 * Admits the export or refuses it, in one transaction serialised per account (so exports sent
 * in parallel, to any node, cannot together pass the limit). Admitted: its rows are written to
 * the ledger and it is audited as data_export with its filters and rows; past the day's threshold
 * the superadmins' notices are queued with it, and delivered once it has committed. Refused: the
 * refusal is audited (export_limit_reached) and committed, then thrown: 429 with the wait, or 422
 * for one export larger than the whole hourly limit (waiting would never let it through).
 */
export async function admitExport(
  db: DB,
  mailer: Mailer,
  appUrl: string,
  exporter: Exporter,
  asked: ExportToAdmit,
  { security, platform }: ExportSettings,
): Promise<void> {
  const { actor } = exporter;
  const limit = security.export_rows_per_hour;
  const tooLarge = asked.counted.isLowerBound || asked.counted.total > limit;
  const rows = asked.counted.total;
  const timeZone = platform.default_timezone;
  const outcome = await db.transaction().execute(async (trx): Promise<AppError | number[]> => {
    await lockExportsOf(trx, actor.userId);
    const now = Date.now();
    const windowStart = isoMinutesAgo(EXPORT_WINDOW_MINUTES, now);
    const used = await rowsExportedSince(trx, actor.userId, windowStart);
    const refuse = async (error: AppError, reason: 'too_large' | 'hourly_limit', wait: number | null) => {
      await recordAudit(trx, actor, {
        event: EXPORT_LIMIT_EVENT,
        description: `${capitalised(asked.resource)} export refused: ${
          reason === 'too_large'
            ? `more than ${limit} rows, the hourly export limit`
            : `${rows} rows on top of ${used} exported in the last hour pass the limit of ${limit}`
        }`,
        properties: {
          resource: asked.resource,
          filters: asked.filters,
          reason,
          // Past the limit the count stopped at limit + 1: "more than the limit".
          rows: tooLarge ? null : rows,
          rows_last_hour: used,
          limit,
          retry_after: wait,
        },
      });
      return error;
    };
    if (tooLarge) {
      return refuse(new AppError(422, say('exports.too_large', { limit })), 'too_large', null);
    }
    if (used + rows > limit) {
      // The oldest exports of the window leave it first: the wait lasts until enough have left.
      const freed = await freedBy(trx, actor.userId, windowStart, used + rows - limit);
      const leaves = Date.parse(freed ?? new Date(now).toISOString()) + EXPORT_WINDOW_MINUTES * 60_000;
      const wait = Math.max(1, Math.ceil((leaves - now) / 1000));
      return refuse(
        tooManyRequests(wait, say('exports.limit_reached', { limit, rows, wait: tryAgainIn(wait) })),
        'hourly_limit',
        wait,
      );
    }

    const at = new Date(now);
    const today = localDate(at, timeZone);
    const dayStart = startOfDay(today, timeZone);
    const threshold = security.export_notice_rows_per_day;
    const rowsToday = (await rowsExportedSince(trx, actor.userId, dayStart)) + rows;
    const notice = rowsToday > threshold && !(await noticedSince(trx, actor.userId, dayStart));
    await insertExport(trx, {
      user_id: actor.userId,
      resource: asked.resource,
      rows,
      noticed: notice,
      created_at: at.toISOString(),
    });
    await recordAudit(trx, actor, {
      event: 'data_export',
      description: `${capitalised(asked.resource)} exported to CSV`,
      properties: { resource: asked.resource, filters: asked.filters, rows },
    });
    if (!notice) return [];

    const superadmins = await superadminsToTell(trx);
    const mailIds: number[] = [];
    for (const superadmin of superadmins) {
      const lng = recipientLanguage(superadmin, platform);
      const text = mailWriter(lng, platform.platform_name);
      const who = [
        exporter.email ? `${exporter.name} <${exporter.email}>` : exporter.name,
        exporter.school ? ` (${exporter.school})` : '',
      ].join('');
      const url = `${appUrl}/superadmin/audit-logs?user_id=${actor.userId}&date_from=${today}`;
      mailIds.push(
        await mailer.queue(trx, {
          to: superadmin.email,
          subject: text('heavy_exports.subject', { name: exporter.name, rows: rowsToday }),
          body: [
            text('hello', { name: superadmin.name }),
            '',
            text('heavy_exports.passed', { who, rows: rowsToday, date: today, threshold }),
            text('heavy_exports.last', {
              resource: exportFileName(asked.resource, timeZone, at),
              count: rows,
              time: formatInstant(lng, at, timeZone),
              ip: actor.ip ?? '-',
            }),
            '',
            text('heavy_exports.check', { url }),
            text('heavy_exports.once'),
          ].join('\n'),
        }),
      );
    }
    await recordAudit(trx, actor, {
      event: EXPORT_THRESHOLD_EVENT,
      description: `Exports of ${exporter.email ?? exporter.name} passed ${threshold} rows today (${rowsToday}): ${superadmins.length} superadmin(s) notified`,
      properties: {
        date: today,
        rows_today: rowsToday,
        threshold,
        notified: superadmins.map((s) => s.id),
      },
    });
    return mailIds;
  });
  if (outcome instanceof AppError) throw outcome;
  for (const id of outcome) await mailer.deliver(id);
}

const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;
