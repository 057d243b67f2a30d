import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, for Playwright and Lighthouse alike: neither ever downloads a browser. The flags keep it off
 * the network, which on a closed machine would refuse its background connections many at a time.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The browser's path, or an error that says how to get it (a bare spawn ENOENT names neither). */
export function requireChromium(): string {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
  return CHROMIUM_PATH;
}
