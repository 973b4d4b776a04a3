import Bowser from 'bowser';

/** What a session's user agent says, read by bowser (MIT): shown in Profile and in mails. */
export interface UserAgentInfo {
  /** "Chrome 131", "Firefox 133", or null when it names no browser. */
  browser: string | null;
  /** "Windows 10", "Android 14", "iOS 18", "macOS", or null. */
  system: string | null;
  /**
   * The browser as an account's known browsers remember it: its name and its system's name,
   * without versions, so that an update is not a new browser (known-browsers.ts).
   */
  key: string;
}

/** The key of a user agent that names neither a browser nor a system (a script, or none sent). */
export const UNKNOWN_BROWSER_KEY = 'unknown';

const major = (version: string | undefined) => version?.split('.')[0] || undefined;
const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || null;

export function describeUserAgent(userAgent: string | null | undefined): UserAgentInfo {
  // bowser refuses an empty string.
  const parsed = userAgent?.trim() ? Bowser.parse(userAgent) : undefined;
  const browserName = parsed?.browser.name || undefined;
  const osName = parsed?.os.name || undefined;
  // Windows reports its marketing name apart ("NT 10.0" is "10"); browsers freeze the macOS
  // version they report (10.15.7), so none is shown for it; elsewhere the major version.
  const osVersion =
    osName === 'Windows'
      ? parsed?.os.versionName
      : osName === 'macOS'
        ? undefined
        : major(parsed?.os.version);
  const key =
    browserName || osName
      ? `${(browserName ?? '').toLowerCase()}|${(osName ?? '').toLowerCase()}`
      : UNKNOWN_BROWSER_KEY;
  return {
    browser: joined(browserName, browserName ? major(parsed?.browser.version) : undefined),
    system: joined(osName, osName ? osVersion : undefined),
    key: key.slice(0, 100),
  };
}
