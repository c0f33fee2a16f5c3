// Finds a Chromium-family browser on this machine, for the launch fallback, the tests, the demo,
// the benchmark and `semantic-hints browser`: a configured one, else an installed one, else the
// bundled one (see bundled-chromium.ts).

import { existsSync } from 'node:fs';
import { BUNDLED_PACKAGE, bundledChromium, bundledUnavailable } from './bundled-chromium.js';
import { chromiumType } from './chromium-type.js';

const SYSTEM_BROWSERS: Partial<Record<NodeJS.Platform, string[]>> = {
  linux: [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/snap/bin/chromium',
  ],
  darwin: [
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
  ],
  win32: [
    `${process.env['PROGRAMFILES'] ?? 'C:\\Program Files'}\\Google\\Chrome\\Application\\chrome.exe`,
    `${process.env['PROGRAMFILES(X86)'] ?? 'C:\\Program Files (x86)'}\\Google\\Chrome\\Application\\chrome.exe`,
    `${process.env['LOCALAPPDATA'] ?? ''}\\Google\\Chrome\\Application\\chrome.exe`,
  ],
};

async function playwrightChromiumPath(): Promise<string | undefined> {
  const chromium = await chromiumType();
  try {
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    // playwright-core throws when its registry knows no build for this platform.
    return undefined;
  }
}

function systemBrowser(): string | undefined {
  return (SYSTEM_BROWSERS[process.platform] ?? []).find((path) => existsSync(path));
}

export type BrowserSource = 'configured' | 'system' | 'playwright' | 'bundled';

export interface FoundBrowser {
  path: string;
  source: BrowserSource;
}

/** One place a browser may come from, looked at only when the ones before it did not serve. */
export interface BrowserCandidate {
  source: BrowserSource;
  /** Its path, or undefined when this place has none; throws when it has one that cannot be used. */
  locate: () => Promise<string | undefined>;
}

/** The value of CHROMIUM or SEMANTIC_HINTS_EXECUTABLE_PATH that picks the bundled browser. */
export const BUNDLED = 'bundled';

/**
 * Where to look, in order. `explicit` (a path, or `bundled`) is the only place when given.
 * Otherwise an installed Playwright Chromium and the system's Chrome or Chromium, in that order or
 * the other way round with `preferSystem`; then, last, the bundled one (Linux x64, where installed).
 */
export function browserCandidates(explicit?: string, options: { preferSystem?: boolean } = {}): BrowserCandidate[] {
  // Chosen by name, a bundled browser that cannot be used here says why; as the last resort it is just absent.
  if (explicit === BUNDLED) return [{ source: 'bundled', locate: bundledChromium }];
  if (explicit) return [{ source: 'configured', locate: async () => (existsSync(explicit) ? explicit : undefined) }];
  const installed: BrowserCandidate[] = [
    { source: 'playwright', locate: playwrightChromiumPath },
    { source: 'system', locate: async () => systemBrowser() },
  ];
  if (options.preferSystem) installed.reverse();
  return [
    ...installed,
    { source: 'bundled', locate: async () => (bundledUnavailable() ? undefined : bundledChromium()) },
  ];
}

/** The first browser found, or undefined when none is. */
export async function findBrowser(
  explicit?: string,
  options: { preferSystem?: boolean } = {},
): Promise<FoundBrowser | undefined> {
  for (const { source, locate } of browserCandidates(explicit, options)) {
    const path = await locate();
    if (path) return { path, source };
  }
  return undefined;
}

export const INSTALL_BROWSER_HELP =
  'Install one: your system package (Debian/Ubuntu: `apt-get install chromium`), or `npx playwright install chromium`, ' +
  `or on Linux x64 \`npm install ${BUNDLED_PACKAGE}\` beside this package (a headless Chromium inside an npm package); ` +
  `or name a binary with SEMANTIC_HINTS_EXECUTABLE_PATH (\`${BUNDLED}\` picks that package's browser).`;

/** Flags for a quiet, scriptable Chromium (no sandbox only where it cannot run, as root). */
export function chromiumArgs(options: { headless: boolean; cdpPort?: number; userDataDir?: string }): string[] {
  const args = [
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
  ];
  if (options.headless) args.push('--headless', '--disable-gpu');
  if (process.getuid?.() === 0) args.push('--no-sandbox');
  if (options.cdpPort !== undefined)
    args.push(`--remote-debugging-port=${options.cdpPort}`, '--remote-debugging-address=127.0.0.1');
  if (options.userDataDir) args.push(`--user-data-dir=${options.userDataDir}`);
  return args;
}
