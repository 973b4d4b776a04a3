import net from 'node:net';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { StoredEmailSettings } from '../settings/groups';
import { smtpAddress } from './smtp-host';

/**
 * nodemailer waits 30 s for a greeting and 10 minutes on a silent socket by default; a stuck SMTP
 * server must fail a delivery sooner.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Timeouts already in the URL's query win. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(TIMEOUTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** One message as the mailer hands it over; the route adds the sender. */
export interface SmtpMessage {
  to: string;
  subject: string;
  text: string;
}

export interface SmtpRoute {
  /**
   * Sends one message and waits for the server's answer (its error is thrown). Through the
   * settings' server it first judges where the host points: SmtpHostRefused when it is not public.
   */
  send(message: SmtpMessage): Promise<void>;
}

/**
 * Which SMTP server mail leaves through: the e-mail settings when they name a host (set by a
 * superadmin at run time, so they win), else `SMTP_URL`, else none (the outbox). The settings'
 * sender applies to either server. `SMTP_URL` is the operator's own and is used as given; the
 * settings' host is looked up and judged for every mail (smtp-host.ts), since its DNS may change.
 */
export class SmtpTransports {
  private readonly fromEnvironment: Transporter | null;

  constructor(private readonly config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'smtpAllowPrivateHosts'>) {
    this.fromEnvironment = config.smtpUrl ? nodemailer.createTransport(withTimeouts(config.smtpUrl)) : null;
  }

  pick(settings: StoredEmailSettings): SmtpRoute | null {
    const from = settings.from_email
      ? { name: settings.from_name ?? '', address: settings.from_email }
      : this.config.mailFrom;
    const host = settings.smtp_host;
    if (host) {
      return {
        send: async (message) => {
          const address = await smtpAddress(host, this.config.smtpAllowPrivateHosts);
          await settingsTransport(settings, host, address).sendMail({ from, ...message });
        },
      };
    }
    const environment = this.fromEnvironment;
    if (!environment) return null;
    return { send: async (message) => void (await environment.sendMail({ from, ...message })) };
  }

  close(): void {
    this.fromEnvironment?.close();
  }
}

/**
 * A transporter to the settings' server at the address judged for it. Made for each mail: it is
 * not pooled (each send opens its own connection), so it holds nothing between mails. The host
 * name stays the TLS server name, so the certificate is still checked against it.
 */
function settingsTransport(settings: StoredEmailSettings, host: string, address: string): Transporter {
  const { smtp_port: port, smtp_username: user, smtp_password: pass } = settings;
  return nodemailer.createTransport({
    host: address,
    ...(net.isIP(host) ? {} : { servername: host }),
    port,
    // 465 speaks TLS from the start; other ports upgrade with STARTTLS, and must when a password is
    // to be sent: someone in the middle could otherwise strip the offer.
    secure: port === 465,
    requireTLS: port !== 465 && Boolean(user),
    ...(user ? { auth: { user, pass: pass ?? '' } } : {}),
    ...TIMEOUTS,
  });
}
