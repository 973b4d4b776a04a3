import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DB } from '../db/connect';
import { isoMinutesAgo, isoMinutesFromNow } from '../lib/time';
import { queueDueAbsenceAlerts } from '../modules/attendance/absence-alerts';
import {
  claimMail,
  dueMailIds,
  insertMail,
  markMailFailed,
  markMailLogged,
  markMailSent,
  oneLine,
  redactTokens,
  type ClaimedMail,
  type OutgoingMail,
} from '../modules/mail/mail.repository';
import { SmtpTransports, type SmtpRoute } from '../modules/mail/smtp-transport';

/**
 * How long one delivery attempt holds its mail: far beyond the SMTP timeouts (smtp-transport.ts),
 * so only an attempt whose process died is ever taken over, and then tried again.
 */
const CLAIM_MINUTES = 10;
/**
 * Waits after the first, second ... failed attempt: quickly at first, then hourly for three days,
 * so that an SMTP server down for a weekend loses nothing; after the last the mail stays failed.
 */
export const RETRY_AFTER_MINUTES = [1, 5, 15, ...Array.from({ length: 72 }, () => 60)];

export interface Mailer {
  /** Stores the mail with the change that causes it (same executor, same transaction). */
  queue(db: DB, mail: OutgoingMail): Promise<number>;
  /**
   * Sends a stored mail after its transaction committed: into the log at once when no SMTP server
   * is configured, otherwise over SMTP in the background.
   */
  deliver(id: number): Promise<void>;
  /**
   * Sends at once, not kept, and waits for the SMTP server's answer (its error is thrown, and
   * SmtpHostRefused for a settings' host that is not public): the settings' "Send test e-mail".
   * Without an SMTP server it goes to the outbox and the log.
   */
  sendNow(mail: OutgoingMail): Promise<'smtp' | 'outbox'>;
  /**
   * What runs every minute, as of `now`: writes the absence alerts whose delay has passed, then
   * delivers them, pending mail left behind by a stop, and failed mail whose retry time has come.
   * Resolves when those deliveries have ended (tests call it with a clock of their own).
   */
  sweep(now: Date): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  /** `sweep: false`: another worker of this machine sweeps (one sweep a minute is enough). */
  async (app: FastifyInstance, opts: { sweep?: boolean }) => {
    const transports = new SmtpTransports(app.config);
    /** Asked per mail: the e-mail settings may change on any node at any time. */
    const smtpRoute = async () => transports.pick((await app.access.latest()).email);

    const inFlight = new Set<Promise<void>>();

    async function send(mail: ClaimedMail, smtp: SmtpRoute, now: Date) {
      try {
        // A host of the e-mail settings that points into the server's own network fails here
        // (SmtpHostRefused), like a server that cannot be reached: the mail is kept as failed.
        await smtp.send({ to: mail.to_address, subject: mail.subject, text: mail.body });
        await markMailSent(app.db, mail.id, mail.body);
      } catch (error) {
        app.log.error({ err: error, mailId: mail.id, attempt: mail.attempts }, 'mail delivery failed');
        const wait = RETRY_AFTER_MINUTES[mail.attempts - 1];
        const retryAt = wait === undefined ? null : isoMinutesFromNow(wait, now.getTime());
        await markMailFailed(
          app.db,
          mail.id,
          error instanceof Error ? error.message : String(error),
          retryAt,
        );
      }
    }

    /**
     * One delivery attempt, if this call claims the mail (claimMail): into the log at once when no
     * SMTP server is configured, otherwise an SMTP send in the background, returned to be awaited.
     */
    async function attempt(id: number, now: Date): Promise<Promise<void> | undefined> {
      const mail = await claimMail(
        app.db,
        id,
        now.toISOString(),
        isoMinutesFromNow(CLAIM_MINUTES, now.getTime()),
      );
      if (!mail) return undefined;
      const smtp = await smtpRoute();
      if (!smtp) {
        // No SMTP server configured: the outbox table is the delivery, and the log says where to
        // read it. A link's token never goes to the log (logs are shipped, kept and shared);
        // outside production the rest of the body does, in production only who and what.
        const shown = app.config.env === 'production' ? {} : { body: redactTokens(mail.body) };
        app.log.info(
          { mail: { id, to: mail.to_address, subject: mail.subject, ...shown } },
          `mail outbox: no SMTP server is set (e-mail settings or SMTP_URL), so the mail (links included) is kept in table mail_outbox, id ${id}`,
        );
        await markMailLogged(app.db, id);
        return undefined;
      }
      const sending = send(mail, smtp, now).finally(() => inFlight.delete(sending));
      inFlight.add(sending);
      return sending;
    }

    const mailer: Mailer = {
      queue: insertMail,
      async deliver(id) {
        // SMTP runs after the answer: a slow server must neither hold the request nor reveal, by
        // the time taken, that an account exists.
        await attempt(id, new Date());
      },
      async sendNow(mail) {
        const smtp = await smtpRoute();
        if (!smtp) {
          await mailer.deliver(await insertMail(app.db, mail));
          return 'outbox';
        }
        try {
          await smtp.send({ to: mail.to, subject: oneLine(mail.subject), text: mail.body });
        } catch (error) {
          // In full here only: the caller answers in words of its own (settings.service.ts).
          app.log.warn({ err: error }, 'mail sent at once failed');
          throw error;
        }
        return 'smtp';
      },
      async sweep(now) {
        // Whatever the alerts meet, retries and mail a stop left behind still go out below.
        const { queued: alerts, failures } = await queueDueAbsenceAlerts(
          { db: app.db, config: app.config, access: app.access, mailer },
          now,
        ).catch((error: unknown) => ({ queued: [] as number[], failures: [{ id: null, error }] }));
        for (const { id, error } of failures) {
          app.log.error({ err: error, alertId: id }, 'absence alert could not be written; tried again later');
        }
        // Pending mail younger than a minute is still being delivered by the request that wrote it.
        const due = await dueMailIds(app.db, now.toISOString(), isoMinutesAgo(1, now.getTime()));
        const sends: Promise<void>[] = [];
        for (const id of new Set([...alerts, ...due])) {
          const sending = await attempt(id, now);
          if (sending) sends.push(sending);
        }
        await Promise.all(sends);
      },
    };

    const sweep =
      opts.sweep === false
        ? undefined
        : setInterval(() => {
            mailer
              .sweep(new Date())
              .catch((error: unknown) => app.log.error({ err: error }, 'mail sweep failed'));
          }, app.config.mailSweepSeconds * 1000);
    sweep?.unref();

    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      await Promise.allSettled([...inFlight]);
      transports.close();
    });
  },
  { name: 'mailer', dependencies: ['database', 'auth'] },
);
