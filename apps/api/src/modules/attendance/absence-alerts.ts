import { LOCALE_OF, type Language } from '@school/contract';
import type { DB } from '../../db/connect';
import type { Deps } from '../../lib/deps';
import { mailWriter, recipientLanguage } from '../../lib/i18n';
import { isoMinutesFromNow } from '../../lib/time';
import type { OutgoingMail } from '../mail/mail.repository';
import { settingsSection } from '../school-settings/school-settings.service';
import type { StoredMark } from './attendance.repository';
import {
  alertToWrite,
  claimAlert,
  deleteAlert,
  dropUnsentAlerts,
  dueAlertIds,
  postponeAlert,
  insertAlerts,
  parentsToAlert,
  setAlertMail,
} from './absence-alerts.repository';

/*
 * Absence alerts (docs/decisions.md, "Absence alerts"): a register saved with a student absent
 * writes, in its own transaction, one alert per parent for that day; the mailer's sweep turns
 * each into an e-mail once the school's delay has passed. A correction within the delay deletes
 * the alert, so a mistake sends nothing; an alert whose mail is queued stays, so a later save
 * never sends the same news again.
 */

/** A register as saved: who is listed and what was marked. */
export interface SavedRegister {
  schoolId: number;
  date: string;
  students: { id: number }[];
  marks: StoredMark[];
  now: Date;
}

/** Called by saveRegister inside its transaction, after the marks are written. */
export async function scheduleAbsenceAlerts(trx: DB, saved: SavedRegister): Promise<void> {
  const absent = new Set(saved.marks.filter((m) => m.status === 'absent').map((m) => m.student_id));
  await dropUnsentAlerts(
    trx,
    saved.date,
    saved.students.map((s) => s.id).filter((id) => !absent.has(id)),
  );
  if (absent.size === 0) return;
  const settings = await settingsSection(trx, saved.schoolId, 'notifications');
  if (!settings.attendance_alerts) return;
  const sendAfter = isoMinutesFromNow(settings.attendance_alert_delay, saved.now.getTime());
  const createdAt = saved.now.toISOString();
  const parents = await parentsToAlert(trx, [...absent]);
  await insertAlerts(
    trx,
    parents.map((p) => ({
      school_id: saved.schoolId,
      student_id: p.student_id,
      parent_user_id: p.parent_user_id,
      date: saved.date,
      send_after: sendAfter,
      created_at: createdAt,
    })),
  );
}

/** How long an alert whose mail could not be written waits before the sweep tries it again. */
const ALERT_RETRY_MINUTES = 10;

/** Alerts written per round of the sweep; it goes on while rounds come back full. */
const BATCH = 100;

/**
 * The sweep's part (plugins/mailer.ts): writes the mail of every alert due at `now`, each in a
 * transaction of its own, and returns the mails' ids for the mailer to deliver.
 */
export async function queueDueAbsenceAlerts(
  deps: Deps,
  now: Date,
): Promise<{ queued: number[]; failures: { id: number; error: unknown }[] }> {
  const at = now.toISOString();
  const queued: number[] = [];
  const failures: { id: number; error: unknown }[] = [];
  for (;;) {
    const ids = await dueAlertIds(deps.db, at, BATCH);
    for (const id of ids) {
      try {
        const mailId = await queueAlert(deps, id, at);
        if (mailId !== null) queued.push(mailId);
      } catch (error) {
        // One alert that cannot be written must not hold up the others, nor come back first on
        // every round: it is tried again later, and said in the log (the caller logs it).
        await postponeAlert(deps.db, id, isoMinutesFromNow(ALERT_RETRY_MINUTES, now.getTime()));
        failures.push({ id, error });
      }
    }
    if (ids.length < BATCH) return { queued, failures };
  }
}

async function queueAlert(deps: Deps, id: number, now: string): Promise<number | null> {
  const { platform } = await deps.access.latest();
  return deps.db.transaction().execute(async (trx) => {
    if (!(await claimAlert(trx, id, now))) return null;
    const alert = await alertToWrite(trx, id);
    const settings = alert ? await settingsSection(trx, alert.school_id, 'notifications') : null;
    // Asked again as the mail is written: since the save, the school may have turned alerts off,
    // the parent turned these e-mails off, lost their address or been suspended, the absence been
    // corrected.
    if (
      !alert?.email ||
      !alert.absence_emails ||
      alert.parent_status !== 'active' ||
      alert.mark_id === null ||
      !settings?.attendance_alerts
    ) {
      await deleteAlert(trx, id);
      return null;
    }
    const lng = recipientLanguage(alert, platform);
    const mailId = await deps.mailer.queue(
      trx,
      absenceMail(
        { ...alert, email: alert.email },
        lng,
        mailWriter(lng, platform.platform_name),
        deps.config.appUrl,
      ),
    );
    await setAlertMail(trx, id, mailId);
    return mailId;
  });
}

type AlertToWrite = NonNullable<Awaited<ReturnType<typeof alertToWrite>>> & { email: string };

/** A school day as a parent reads it in their language: "Tuesday, 1 December 2026". */
const dayInWords = (lng: Language, date: string) =>
  new Intl.DateTimeFormat(LOCALE_OF[lng], { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The e-mail, in the parent's language; it always says how to turn these e-mails off. */
function absenceMail(
  alert: AlertToWrite,
  lng: Language,
  text: ReturnType<typeof mailWriter>,
  appUrl: string,
): OutgoingMail {
  const child = alert.child_name;
  const date = dayInWords(lng, alert.date);
  const place = [alert.class_name, alert.section_name].filter(Boolean).join(' ');
  return {
    to: alert.email,
    subject: text('absence.subject', { child, date }),
    body: [
      text('hello', { name: alert.parent_name }),
      '',
      text('absence.marked', { child, place, school: alert.school_name, date }),
      ...(alert.note ? [text('absence.note', { note: alert.note })] : []),
      '',
      text('absence.contact_school'),
      '',
      text('absence.turn_off', { url: appUrl }),
    ].join('\n'),
  };
}
