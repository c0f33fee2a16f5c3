// Finds a Chromium-family browser on this machine, for the launch fallback and for the tests.

import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

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

function playwrightChromium(): string | undefined {
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

/**
 * `explicit` when given (it must exist); else an installed Playwright Chromium and the system's
 * Chrome or Chromium, in that order, or the other way round with `preferSystem` (the tests' order).
 * Undefined when none is found.
 */
export function findBrowser(
  explicit?: string,
  options: { preferSystem?: boolean } = {},
): { path: string; source: string } | undefined {
  if (explicit) return existsSync(explicit) ? { path: explicit, source: 'configured' } : undefined;
  const candidates = [
    { find: playwrightChromium, source: 'playwright' },
    { find: systemBrowser, source: 'system' },
  ];
  if (options.preferSystem) candidates.reverse();
  for (const { find, source } of candidates) {
    const path = find();
    if (path) return { path, source };
  }
  return undefined;
}

export const INSTALL_BROWSER_HELP =
  'Install one: `npx playwright install chromium`, or your system package (Debian/Ubuntu: `apt-get install chromium`), ' +
  'or name a binary with SEMANTIC_HINTS_EXECUTABLE_PATH.';

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
