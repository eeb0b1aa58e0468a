/** Headless Chromium (Debian's package, installed by .ci/run) driven by playwright-core. */
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    // The machine has no network: background services would only fail, loudly.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * One Chromium for the test file that calls this (launched before its tests, closed after), and a
 * way to open a page in it that must answer 200.
 */
export function useChromium(): { browser: () => Browser; open: (url: string, viewport?: { width: number; height: number }) => Promise<Page> } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => browser?.close());
  return {
    browser: () => browser!,
    async open(url, viewport = { width: 1100, height: 1400 }) {
      const page = await browser!.newPage({ viewport });
      const response = await page.goto(url);
      if (response) expect(response.status()).toBe(200);
      return page;
    },
  };
}
