// A session's browser as people name it ("Chrome 131 on macOS"), read from its User-Agent header
// with bowser (MIT, no dependencies; decision 0026). The header is stored as sent (cut to a
// bounded length) and read on every listing, so a newer bowser names old sessions better too.
import Bowser from 'bowser';
import { USER_AGENT_MAX_LENGTH } from '@store/contract/sessions';

export const UNKNOWN_BROWSER = 'Unknown browser';

/** The header as stored: null when absent or blank, else at most USER_AGENT_MAX_LENGTH characters. */
export function storedUserAgent(header: string | string[] | undefined | null): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value.slice(0, USER_AGENT_MAX_LENGTH) : null;
}

/** "Chrome 131 on macOS", "Safari 17 on iOS", "Firefox 133 on Windows"; 'Unknown browser' when unreadable. */
export function browserLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return UNKNOWN_BROWSER;
  let browser = '';
  let os = '';
  try {
    const parsed = Bowser.parse(userAgent);
    const major = parsed.browser.version?.split('.')[0] ?? '';
    browser = [parsed.browser.name, major].filter(Boolean).join(' ');
    os = parsed.os.name ?? '';
  } catch {
    // bowser throws on what it cannot read at all: it stays unknown.
  }
  const name = browser || UNKNOWN_BROWSER;
  return os ? `${name} on ${os}` : name;
}
