import type { DB } from '../../db/connect';
import type { UserRow } from '../../db/database';
import type { Deps } from '../../lib/deps';
import { formatInstant, mailWriter, recipientLanguage } from '../../lib/i18n';
import { isoNow } from '../../lib/time';
import type { AccessSnapshot } from '../access/access-cache';
import type { Actor } from '../audit/audit.repository';
import { hasKnownBrowser, rememberBrowser } from './sessions.repository';
import { describeUserAgent } from './user-agent';

/** What a sign-in does about its browser: once in its transaction, once after the commit. */
export interface SignInBrowser {
  /**
   * In the sign-in's transaction, beside its token: records the browser as the account's, and
   * queues the new-browser mail when the account knew other browsers but not this one.
   */
  note(trx: DB): Promise<void>;
  /** After the commit: sends the mail `note` queued, if it did. */
  deliver(): Promise<void>;
}

/**
 * A sign-in's browser, by browser and system names without versions (user-agent.ts), so that an
 * update is not a new browser. The first sign-in of an account records its browser without a mail:
 * there is nothing to compare it with (docs/decisions.md, "Sessions"). The platform settings come
 * from the caller, read before the transaction opens (never inside it: SQLite has one connection).
 */
export function signInBrowser(
  deps: Deps,
  user: UserRow,
  actor: Actor,
  platform: AccessSnapshot['platform'],
): SignInBrowser {
  let mailId: number | null = null;
  return {
    async note(trx) {
      const seen = describeUserAgent(actor.userAgent);
      const knewOthers = await hasKnownBrowser(trx, user.id);
      const isNew = await rememberBrowser(trx, user.id, seen.key);
      // A student signing in with a school code and admission number may have no e-mail.
      if (!isNew || !knewOthers || !user.email) return;
      const lng = recipientLanguage(user, platform);
      const text = mailWriter(lng, platform.platform_name);
      const unknown = text('new_browser.unknown');
      const browser =
        seen.browser && seen.system
          ? text('new_browser.browser_on_system', { browser: seen.browser, system: seen.system })
          : (seen.browser ?? seen.system ?? unknown);
      mailId = await deps.mailer.queue(trx, {
        to: user.email,
        subject: text('new_browser.subject'),
        body: [
          text('hello', { name: user.name }),
          '',
          text('new_browser.signed_in'),
          '',
          text('new_browser.time_line', {
            time: formatInstant(lng, isoNow(), platform.default_timezone),
          }),
          text('new_browser.address_line', { address: actor.ip ?? unknown }),
          text('new_browser.browser_line', { browser }),
          '',
          text('new_browser.was_you'),
          text('new_browser.not_you'),
        ].join('\n'),
      });
    },
    async deliver() {
      if (mailId !== null) await deps.mailer.deliver(mailId);
    },
  };
}
