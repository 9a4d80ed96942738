/**
 * Debian's Chromium and the flags this machine needs (no sandbox, no GPU, nothing fetched from
 * the network): one definition for the browser tests and the benchmark's browser measures.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
