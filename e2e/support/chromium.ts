import { existsSync } from 'node:fs';

/** Where Debian (and most Linux distributions) put Chromium; CHROMIUM_PATH overrides. */
const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured && existsSync(configured)) return configured;
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      "No Chromium found. Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH.",
    );
  }
  return found;
}

/**
 * Flags headless Chromium needs on these machines (stack notes): no sandbox as root, no network
 * chatter. Playwright gives every launch a fresh profile; persistent contexts pass their own.
 */
export function chromiumArgs(): string[] {
  return [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ];
}
