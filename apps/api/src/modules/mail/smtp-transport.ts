import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { StoredEmailSettings } from '../settings/groups';

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

export interface SmtpRoute {
  transport: Transporter;
  from: string | { name: string; address: string };
}

/**
 * Which SMTP server mail leaves through: the e-mail settings when they name a host (set by a
 * superadmin at run time, so they win), else `SMTP_URL`, else none (the outbox). The settings'
 * sender applies to either server. A transporter is made once per distinct server and replaced
 * when the settings change.
 */
export class SmtpTransports {
  private readonly fromEnvironment: Transporter | null;
  private fromSettings: { key: string; transport: Transporter } | null = null;

  constructor(private readonly config: Pick<Config, 'smtpUrl' | 'mailFrom'>) {
    this.fromEnvironment = config.smtpUrl ? nodemailer.createTransport(withTimeouts(config.smtpUrl)) : null;
  }

  pick(settings: StoredEmailSettings): SmtpRoute | null {
    const from = settings.from_email
      ? { name: settings.from_name ?? '', address: settings.from_email }
      : this.config.mailFrom;
    if (settings.smtp_host) return { transport: this.settingsTransport(settings), from };
    return this.fromEnvironment ? { transport: this.fromEnvironment, from } : null;
  }

  close(): void {
    this.fromEnvironment?.close();
    this.fromSettings?.transport.close();
  }

  private settingsTransport(settings: StoredEmailSettings): Transporter {
    const { smtp_host: host, smtp_port: port, smtp_username: user, smtp_password: pass } = settings;
    const key = JSON.stringify([host, port, user, pass]);
    if (this.fromSettings?.key !== key) {
      // Not pooled: a send in flight holds its own connection, so closing the old one cuts nothing.
      this.fromSettings?.transport.close();
      this.fromSettings = {
        key,
        transport: nodemailer.createTransport({
          host: host!,
          port,
          // 465 speaks TLS from the start; other ports upgrade with STARTTLS, and must when a
          // password is to be sent: someone in the middle could otherwise strip the offer.
          secure: port === 465,
          requireTLS: port !== 465 && Boolean(user),
          ...(user ? { auth: { user, pass: pass ?? '' } } : {}),
          ...TIMEOUTS,
        }),
      };
    }
    return this.fromSettings.transport;
  }
}
