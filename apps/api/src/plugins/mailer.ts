import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { DB } from '../db/connect';
import { isoMinutesAgo } from '../lib/time';
import {
  findMail,
  insertMail,
  markMail,
  markMailSent,
  redactTokens,
  stalePendingMailIds,
  type OutgoingMail,
} from '../modules/mail/mail.repository';

const SWEEP_EVERY_MS = 60_000;

export interface Mailer {
  /** Stores the mail with the change that causes it (same executor, same transaction). */
  queue(db: DB, mail: OutgoingMail): Promise<number>;
  /**
   * Sends a stored mail after its transaction committed: into the log at once when no SMTP server
   * is configured, otherwise over SMTP in the background.
   */
  deliver(id: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * nodemailer waits 30 s for a greeting and 10 minutes on a silent socket by default; a stuck SMTP
 * server must fail a delivery sooner. Timeouts already in the URL's query win.
 */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '30000' };
  for (const [key, value] of Object.entries(defaults)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.toString();
}

export default fp(
  async (app: FastifyInstance) => {
    const transport: Transporter | null = app.config.smtpUrl
      ? nodemailer.createTransport(withTimeouts(app.config.smtpUrl))
      : null;

    const inFlight = new Set<Promise<void>>();

    async function send(id: number, mail: { to_address: string; subject: string; body: string }) {
      try {
        await transport!.sendMail({
          from: app.config.mailFrom,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.body,
        });
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
        if (!transport) {
          // No SMTP server configured: the outbox table is the delivery, and the log says where to
          // read it. A link's token never goes to the log (logs are shipped, kept and shared);
          // outside production the rest of the body does, in production only who and what.
          const shown = app.config.env === 'production' ? {} : { body: redactTokens(mail.body) };
          app.log.info(
            { mail: { id, to: mail.to_address, subject: mail.subject, ...shown } },
            `mail outbox: no SMTP_URL is set, so the mail (links included) is kept in table mail_outbox, id ${id}`,
          );
          await markMail(app.db, id, 'logged');
          return;
        }
        // SMTP runs after the answer: a slow server must neither hold the request nor reveal, by
        // the time taken, that an account exists.
        const sending = send(id, mail).finally(() => inFlight.delete(sending));
        inFlight.add(sending);
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
      transport?.close();
    });
  },
  { name: 'mailer', dependencies: ['database'] },
);
