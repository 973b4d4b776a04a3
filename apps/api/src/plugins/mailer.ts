import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { DB } from '../db/connect';
import { findMail, insertMail, markMail, type OutgoingMail } from '../modules/mail/mail.repository';

export interface Mailer {
  /** Stores the mail with the change that causes it (same executor, same transaction). */
  queue(db: DB, mail: OutgoingMail): Promise<number>;
  /** Sends a stored mail after its transaction committed: over SMTP, or into the log. */
  deliver(id: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const transport: Transporter | null = app.config.smtpUrl
      ? nodemailer.createTransport(app.config.smtpUrl)
      : null;

    const mailer: Mailer = {
      queue: insertMail,
      async deliver(id) {
        const mail = await findMail(app.db, id);
        if (!mail) return;
        if (!transport) {
          // No SMTP server configured: the outbox table and this log line are the delivery.
          app.log.info(
            { mail: { id, to: mail.to_address, subject: mail.subject, body: mail.body } },
            'mail outbox',
          );
          await markMail(app.db, id, 'logged');
          return;
        }
        try {
          await transport.sendMail({
            from: app.config.mailFrom,
            to: mail.to_address,
            subject: mail.subject,
            text: mail.body,
          });
          await markMail(app.db, id, 'sent');
        } catch (error) {
          app.log.error({ err: error, mailId: id }, 'mail delivery failed');
          await markMail(app.db, id, 'failed', error instanceof Error ? error.message : String(error));
        }
      },
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => transport?.close());
  },
  { name: 'mailer', dependencies: ['database'] },
);
