// The runs behind test/e2e/hint-command*.test.ts: `semantic-hints hint` on a copy of one of the
// small apps in test/source-apps/, checked against its golden <app>.hinted/, and the hinted app
// built as its team builds it and compared in Chromium with the unhinted build.

import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, expect } from 'vitest';
import { serveFolder } from '../../harness/static-server.js';
import { connectTestBrowser } from './browser.js';
import { testChromiumBinary } from './chromium.js';
import { playwrightTestEnv } from './cli.js';
import type { TestBrowser } from './browser.js';
import { cliInProcess } from './in-process-cli.js';

export const ROOT = join(import.meta.dirname, '../..');
export const APPS = join(ROOT, 'test/source-apps');

/** The file's browser, connected before its tests and closed after them. */
export function hintCommandBrowser(): () => TestBrowser {
  let browser: TestBrowser | undefined;
  beforeAll(async () => (browser = await connectTestBrowser()));
  afterAll(() => browser?.close());
  return () => browser!;
}

export async function filesOf(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.parentPath.includes('node_modules') || entry.parentPath.includes(`${dir}/dist`))
      continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(dir, path), await readFile(path, 'utf8'));
  }
  return files;
}

/** A copy of the app under test/, so that its imports resolve to the test packages (test/package.json). */
export async function copyOf(app: string): Promise<string> {
  await mkdir(join(ROOT, 'test/.tmp'), { recursive: true });
  const dir = await mkdtemp(join(ROOT, 'test/.tmp', `${app}-`));
  await cp(join(APPS, app), dir, { recursive: true });
  return dir;
}

/** The page's DOM without hints and labels, and its hints as `id role` lines in document order. */
export async function readDom(page: Page): Promise<{ bare: string; hints: string[] }> {
  return page.evaluate(() => {
    const hints = [...document.querySelectorAll('[data-semtag-id]')].map(
      (element) => `${element.getAttribute('data-semtag-id')} ${element.getAttribute('data-semtag-role')}`,
    );
    const clone = document.documentElement.cloneNode(true) as Element;
    for (const element of [clone, ...clone.querySelectorAll('*')])
      for (const { name } of [...element.attributes])
        if (name.startsWith('data-semtag-') || name === 'aria-label') element.removeAttribute(name);
    return { bare: clone.outerHTML, hints };
  });
}

export async function domOf(
  browser: TestBrowser,
  folder: string,
  path: string,
): Promise<{ bare: string; hints: string[] }> {
  const server = await serveFolder(folder);
  try {
    const page = await browser.fresh(`${server.url}/${path}`);
    await page.waitForFunction(() => document.querySelector('main') !== null);
    const { bare, hints } = await readDom(page);
    // A bundle's name carries a hash of its content, which the hints change.
    return { bare: bare.replace(/\/assets\/([a-z]+)-[^"/.]+\.js/g, '/assets/$1.js'), hints };
  } finally {
    await server.close();
  }
}

/**
 * Runs the command on a copy with --write and checks it against the golden: the files the app
 * writes as <app>.hinted/ has them. Returns the copy.
 */
export async function hintOnce(app: string): Promise<string> {
  const dir = await copyOf(app);
  const unhinted = await filesOf(dir);
  const expected = await filesOf(join(APPS, `${app}.hinted`));
  const written = await cliInProcess('hint', dir, '--write');
  expect(written.stderr).toBe('');
  expect(written.code).toBe(0);
  for (const [file, text] of await filesOf(dir)) expect(text, file).toBe(expected.get(file) ?? unhinted.get(file));
  return dir;
}

/** Runs the command three times on a copy: dry run, --write, --write again. Returns the copy. */
export async function hintTwice(app: string, ...options: string[]): Promise<string> {
  const dir = await copyOf(app);
  const unhinted = await filesOf(dir);
  const dry = await cliInProcess('hint', dir, ...options);
  expect(dry.stderr).toBe('');
  expect(dry.code).toBe(0);
  expect(dry.stdout).toMatch(/dry run: nothing written; --write applies it/);
  expect(await filesOf(dir)).toEqual(unhinted);

  const expected = await filesOf(join(APPS, `${app}.hinted`));
  for (const [file, text] of expected) {
    // The diff shows each added attribute on a line that the file has once written.
    const added = text.split('\n').filter((line) => !unhinted.get(file)!.split('\n').includes(line));
    for (const line of added) expect(dry.stdout).toContain(`+${line}\n`);
  }
  const written = await cliInProcess('hint', dir, ...options, '--write');
  expect(written.code).toBe(0);
  const after = await filesOf(dir);
  for (const [file, text] of after) expect(text, file).toBe(expected.get(file) ?? unhinted.get(file));

  const again = await cliInProcess('hint', dir, ...options, '--write');
  expect(again.code).toBe(0);
  expect(again.stdout).toMatch(/^Nothing to write/m);
  expect(await filesOf(dir)).toEqual(after);
  return dir;
}

export async function viteBuild(dir: string): Promise<string> {
  const outDir = join(dir, 'dist');
  await build({
    root: dir,
    logLevel: 'silent',
    configFile: join(dir, 'vite.config.js'),
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

/**
 * The hints of the built hinted app, once its DOM is checked to be the unhinted build's plus hints.
 * `alsoPlain` gets the unhinted copy and its build, before they are removed.
 */
export async function builtHints(
  browser: TestBrowser,
  app: string,
  dir: string,
  alsoPlain?: (plain: string, built: string) => Promise<void>,
): Promise<{ before: string[]; after: string[] }> {
  const plain = await copyOf(app);
  try {
    const built = await viteBuild(plain);
    const before = await domOf(browser, built, 'index.html');
    const after = await domOf(browser, await viteBuild(dir), 'index.html');
    expect(after.bare).toBe(before.bare);
    await alsoPlain?.(plain, built);
    return { before: before.hints, after: after.hints };
  } finally {
    await rm(plain, { recursive: true });
  }
}

/** A run of `playwright test` on test/e2e/playwright-nav/, the app served at `appUrl`: its hint report's summary.json. */
export async function playwrightRun(appUrl: string, out: string): Promise<string> {
  const chromium = await testChromiumBinary();
  if (!chromium) throw new Error('No Chromium: set CHROMIUM to a Chrome or Chromium binary.');
  const run = await promisify(execFile)(
    join(ROOT, 'node_modules/.bin/playwright'),
    ['test', '-c', 'test/e2e/playwright-nav/playwright.config.ts'],
    {
      cwd: ROOT,
      env: playwrightTestEnv({ HINTS_APP_URL: appUrl, HINTS_CHROMIUM: chromium, HINTS_OUT: out }),
    },
  );
  expect(run.stdout).toContain('1 passed');
  return join(out, 'hint-report', 'summary.json');
}
