import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DB } from '../db/connect';
import { isoMinutesAgo } from '../lib/time';
import {
  findMail,
  insertMail,
  markMail,
  markMailSent,
  oneLine,
  redactTokens,
  stalePendingMailIds,
  type OutgoingMail,
} from '../modules/mail/mail.repository';
import { SmtpTransports, type SmtpRoute } from '../modules/mail/smtp-transport';

const SWEEP_EVERY_MS = 60_000;

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
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const transports = new SmtpTransports(app.config);
    /** Asked per mail: the e-mail settings may change on any node at any time. */
    const smtpRoute = async () => transports.pick((await app.access.latest()).email);

    const inFlight = new Set<Promise<void>>();

    async function send(
      id: number,
      mail: { to_address: string; subject: string; body: string },
      smtp: SmtpRoute,
    ) {
      try {
        // A host of the e-mail settings that points into the server's own network fails here
        // (SmtpHostRefused), like a server that cannot be reached: the mail is kept as failed.
        await smtp.send({ to: mail.to_address, subject: mail.subject, text: mail.body });
        await markMailSent(app.db, id, mail.body);
      } catch (error) {
        app.log.error({ err: error, mailId: id }, 'mail delivery failed');
        await markMail(app.db, id, 'failed', error instanceof Error ? error.message : String(error));
      }
    }

    const mailer: Mailer = {
      queue: insertMail,
      async deliver(id) {
        const mail = await findMail(app.db, id);
        if (!mail || mail.status !== 'pending') return;
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
          await markMail(app.db, id, 'logged');
          return;
        }
        // SMTP runs after the answer: a slow server must neither hold the request nor reveal, by
        // the time taken, that an account exists.
        const sending = send(id, mail, smtp).finally(() => inFlight.delete(sending));
        inFlight.add(sending);
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
    };

    // Mail left pending by a stop between commit and send goes out on the next sweep.
    const sweep = setInterval(() => {
      void stalePendingMailIds(app.db, isoMinutesAgo(1))
        .then((ids) => Promise.all(ids.map((id) => mailer.deliver(id))))
        .catch((error: unknown) => app.log.error({ err: error }, 'mail sweep failed'));
    }, SWEEP_EVERY_MS);
    sweep.unref();

    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      await Promise.allSettled([...inFlight]);
      transports.close();
    });
  },
  { name: 'mailer', dependencies: ['database', 'auth'] },
);
