/**
 * Debian's Chromium as the browser suite (playwright.config.ts) and `npm run bench:lighthouse`
 * launch it: headless, no sandbox (containers), no GPU, QUIC or background traffic that would make
 * runs differ.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
