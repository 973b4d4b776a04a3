import { fieldMessage } from '@school/contract';
import dns from 'node:dns';
import { isPublicAddress } from '../../lib/network-address';

export const SMTP_HOST_REFUSED = () => fieldMessage('public_host', 'smtp_host');

/** The SMTP host of the e-mail settings names an address mail must not go to. */
export class SmtpHostRefused extends Error {
  readonly code = 'EHOSTREFUSED';
  constructor() {
    super(SMTP_HOST_REFUSED());
    this.name = 'SmtpHostRefused';
  }
}

/** Every address a host name resolves to (an IP written as a name, `2130706433` too, is itself). */
async function addressesOf(host: string): Promise<string[]> {
  // Called through the module object, so a test can give a name the addresses it needs.
  const found = await dns.promises.lookup(host, { all: true, verbatim: true });
  return found.map(({ address }) => address);
}

/**
 * The address to connect to for the SMTP host of the e-mail settings. Every address the name
 * resolves to must be public (unless SMTP_ALLOW_PRIVATE_HOSTS), else SmtpHostRefused; the mail then
 * goes to the first of them, the one judged, so a second lookup by the SMTP client cannot be
 * answered with another address between the check and the connection (DNS rebinding).
 */
export async function smtpAddress(host: string, allowPrivate: boolean): Promise<string> {
  const addresses = await addressesOf(host);
  if (!allowPrivate && !addresses.every(isPublicAddress)) throw new SmtpHostRefused();
  return addresses[0]!;
}

/**
 * Whether saving the e-mail settings with this host is refused: it resolves, now, to an address
 * that is not public. A name that does not resolve now is let through (its DNS may be down for a
 * moment); each mail judges it again when it is sent.
 */
export async function refusedSmtpHost(host: string, allowPrivate: boolean): Promise<boolean> {
  if (allowPrivate) return false;
  try {
    return !(await addressesOf(host)).every(isPublicAddress);
  } catch {
    return false;
  }
}
