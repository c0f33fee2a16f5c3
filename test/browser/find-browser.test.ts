import { describe, expect, it } from 'vitest';
import {
  BUNDLED,
  INSTALL_BROWSER_HELP,
  browserCandidates,
  chromiumArgs,
  findBrowser,
} from '../../src/browser/find-browser.js';

describe('findBrowser', () => {
  it('uses the configured binary when it exists, and nothing else when it does not', async () => {
    expect(await findBrowser(process.execPath)).toEqual({ path: process.execPath, source: 'configured' });
    expect(await findBrowser('/nonexistent/chrome')).toBeUndefined();
  });

  it('finds some browser on a machine that runs these tests, in either order', async () => {
    const playwrightFirst = await findBrowser();
    const systemFirst = await findBrowser(undefined, { preferSystem: true });
    expect(playwrightFirst?.source).toMatch(/^(playwright|system|bundled)$/);
    expect(systemFirst?.source).toMatch(/^(playwright|system|bundled)$/);
    // Only the order differs: with one kind installed both pick it.
    if (playwrightFirst?.source === systemFirst?.source) expect(playwrightFirst).toEqual(systemFirst);
    else expect([playwrightFirst?.source, systemFirst?.source]).toEqual(['playwright', 'system']);
  });

  it('looks at the bundled browser last, and only there when it is asked for by name', () => {
    expect(browserCandidates().map((c) => c.source)).toEqual(['playwright', 'system', 'bundled']);
    expect(browserCandidates(undefined, { preferSystem: true }).map((c) => c.source)).toEqual([
      'system',
      'playwright',
      'bundled',
    ]);
    expect(browserCandidates(BUNDLED).map((c) => c.source)).toEqual(['bundled']);
    expect(browserCandidates('/some/chrome').map((c) => c.source)).toEqual(['configured']);
  });

  it('tells how to get a browser, the bundled package included', () => {
    expect(INSTALL_BROWSER_HELP).toContain('apt-get install chromium');
    expect(INSTALL_BROWSER_HELP).toContain('npx playwright install chromium');
    expect(INSTALL_BROWSER_HELP).toContain('npm install @sparticuz/chromium');
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
