import { describe, expect, it } from 'vitest';
import { chromiumArgs, findBrowser } from '../../src/browser/find-browser.js';

describe('findBrowser', () => {
  it('uses the configured binary when it exists, and nothing else when it does not', () => {
    expect(findBrowser(process.execPath)).toEqual({ path: process.execPath, source: 'configured' });
    expect(findBrowser('/nonexistent/chrome')).toBeUndefined();
  });

  it('finds some browser on a machine that runs these tests, in either order', () => {
    const playwrightFirst = findBrowser();
    const systemFirst = findBrowser(undefined, { preferSystem: true });
    expect(playwrightFirst?.source).toMatch(/^(playwright|system)$/);
    expect(systemFirst?.source).toMatch(/^(playwright|system)$/);
    // Only the order differs: with one kind installed both pick it.
    if (playwrightFirst?.source === systemFirst?.source) expect(playwrightFirst).toEqual(systemFirst);
    else expect([playwrightFirst?.source, systemFirst?.source]).toEqual(['playwright', 'system']);
  });
});

describe('chromiumArgs', () => {
  it('keeps Chromium off the network and, when asked, on a loopback CDP port with its own profile', () => {
    const args = chromiumArgs({ headless: true, cdpPort: 9333, userDataDir: '/tmp/profile' });
    for (const flag of [
      '--headless',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ]) {
      expect(args).toContain(flag);
    }
    expect(args).toContain('--remote-debugging-port=9333');
    expect(args).toContain('--remote-debugging-address=127.0.0.1');
    expect(args).toContain('--user-data-dir=/tmp/profile');
    expect(chromiumArgs({ headless: false })).not.toContain('--headless');
  });
});
