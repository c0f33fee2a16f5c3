// `semantic-hints hint <app-folder>` on one small app per framework (test/source-apps/): a React +
// Vite app with a MUI field and a .map() list, one built with plugin-react-swc whose test run
// (Playwright Test, the hint reporter) clicks a button that moves to another screen by script, a
// Vue + Vite app with a v-for list, and a plain HTML site of two pages. The command runs on a copy of the unhinted source: its dry run prints the
// diff and changes nothing, --write gives the files in <app>.hinted/, a second --write changes
// nothing. The hinted app is then built as its team builds it (Vite; the HTML site as it is) and
// compared in Chromium with the unhinted one: the same DOM apart from the hints, and the hints
// where they belong. The React app still type-checks.

import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFolder } from '../../harness/static-server.js';
import { connectTestBrowser } from '../support/browser.js';
import { testChromiumBinary } from '../support/chromium.js';
import { compileCacheEnv } from '../support/cli.js';
import type { TestBrowser } from '../support/browser.js';
import { cliInProcess } from '../support/in-process-cli.js';
import { worldOf } from '../../harness/page-world.js';

const ROOT = join(import.meta.dirname, '../..');
const APPS = join(ROOT, 'test/source-apps');

let browser: TestBrowser;
beforeAll(async () => (browser = await connectTestBrowser()));
afterAll(() => browser.close());

async function filesOf(dir: string): Promise<Map<string, string>> {
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
async function copyOf(app: string): Promise<string> {
  await mkdir(join(ROOT, 'test/.tmp'), { recursive: true });
  const dir = await mkdtemp(join(ROOT, 'test/.tmp', `${app}-`));
  await cp(join(APPS, app), dir, { recursive: true });
  return dir;
}

/** The page's DOM without hints and labels, and its hints as `id role` lines in document order. */
async function readDom(page: Page): Promise<{ bare: string; hints: string[] }> {
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

async function domOf(folder: string, path: string): Promise<{ bare: string; hints: string[] }> {
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
async function hintOnce(app: string): Promise<string> {
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
async function hintTwice(app: string, ...options: string[]): Promise<string> {
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

async function viteBuild(dir: string): Promise<string> {
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
async function builtHints(
  app: string,
  dir: string,
  alsoPlain?: (plain: string, built: string) => Promise<void>,
): Promise<{ before: string[]; after: string[] }> {
  const plain = await copyOf(app);
  try {
    const built = await viteBuild(plain);
    const before = await domOf(built, 'index.html');
    const after = await domOf(await viteBuild(dir), 'index.html');
    expect(after.bare).toBe(before.bare);
    await alsoPlain?.(plain, built);
    return { before: before.hints, after: after.hints };
  } finally {
    await rm(plain, { recursive: true });
  }
}

/** A run of `playwright test` on test/e2e/playwright-nav/, the app served at `appUrl`: its hint report's summary.json. */
async function playwrightRun(appUrl: string, out: string): Promise<string> {
  const chromium = await testChromiumBinary();
  if (!chromium) throw new Error('No Chromium: set CHROMIUM to a Chrome or Chromium binary.');
  const run = await promisify(execFile)(
    join(ROOT, 'node_modules/.bin/playwright'),
    ['test', '-c', 'test/e2e/playwright-nav/playwright.config.ts'],
    {
      cwd: ROOT,
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: process.env['HOME'] ?? '',
        ...compileCacheEnv(),
        FORCE_COLOR: '0',
        HINTS_APP_URL: appUrl,
        HINTS_CHROMIUM: chromium,
        HINTS_OUT: out,
      },
    },
  );
  expect(run.stdout).toContain('1 passed');
  return join(out, 'hint-report', 'summary.json');
}

describe('semantic-hints hint', () => {
  it("writes a React app's hints into its JSX: item ids from the row's key, a MUI field's through slotProps", async () => {
    const dir = await hintTwice('react-vite');
    try {
      const { before, after } = await builtHints('react-vite', dir);
      expect(before).toEqual(['checkout action']);
      expect(after).toEqual([
        'tea-shop.page region',
        'products region',
        'products.list collection',
        'products.list.item.green-tea.add-to-cart action',
        'products.list.item.black-tea.add-to-cart action',
        'products.list.item.white-tea.add-to-cart action',
        'delivery region',
        'delivery.delivery-note input',
        'delivery.action action',
        'checkout action',
      ]);
      // The hinted app still type-checks, slotProps included.
      await promisify(execFile)(join(ROOT, 'test/node_modules/.bin/tsgo'), ['-p', join(dir, 'tsconfig.json')]);
    } finally {
      await rm(dir, { recursive: true });
    }
  }, 600_000);

  it("writes a React app built with plugin-react-swc; a Playwright run's click makes a scripted move a navigation", async () => {
    // The dry run and a second run are the JSX editor's, which the plugin-react app checks.
    const dir = await hintOnce('react-swc');
    try {
      const { before, after } = await builtHints('react-swc', dir, async (plain, built) => {
        // The team's test clicks "Post a job", which moves to the form by script: the reporter's
        // summary carries what followed the click, and the command writes the button as the
        // navigation it is, with its target. The crawl, which clicks nothing, wrote an action.
        const server = await serveFolder(built);
        const out = await mkdtemp(join(ROOT, 'test/.tmp', 'pw-nav-'));
        try {
          const summary = await playwrightRun(`${server.url}/index.html`, out);
          const run = await cliInProcess('hint', plain, '--from', summary);
          expect(run.code).toBe(0);
          expect(run.stdout).toContain(
            `+      <button data-semtag-id="job-board.post-a-job" data-semtag-role="navigation" data-semtag-target="post.page" type="button" onClick={() => go('/post')}>\n`,
          );
          // The form's own controls, from the state the run ended in.
          expect(run.stdout).toContain(
            '+          Job title <input data-semtag-id="post-job.job-title" data-semtag-role="input"',
          );
        } finally {
          await server.close();
          await rm(out, { recursive: true });
        }
      });
      expect(before).toEqual([]);
      expect(after).toEqual([
        'job-board.page region',
        'job-board.post-a-job action',
        'open-jobs region',
        'open-jobs.list collection',
        'open-jobs.list.item.frontend-engineer.save action',
        'open-jobs.list.item.data-analyst.save action',
      ]);
      await promisify(execFile)(join(ROOT, 'test/node_modules/.bin/tsgo'), ['-p', join(dir, 'tsconfig.json')]);
    } finally {
      await rm(dir, { recursive: true });
    }
  }, 600_000);

  it("writes a Vue app's hints into its single-file component, binding a v-for row's id from its :key", async () => {
    const dir = await hintTwice('vue-vite');
    try {
      const { before, after } = await builtHints('vue-vite', dir);
      expect(before).toEqual(['new-book.save action']);
      expect(after).toEqual([
        'reading-list.page region',
        'books region',
        'books.list collection',
        'books.list.item.9780141439518.remove action',
        'books.list.item.9780451524935.remove action',
        'new-book region',
        'new-book.title input',
        'new-book.save action',
      ]);
    } finally {
      await rm(dir, { recursive: true });
    }
  }, 600_000);

  it("writes a plain HTML site's hints into each page it crawls, keeping the hints it has", async () => {
    const dir = await hintTwice('plain-html', '--all-links');
    try {
      const plain = join(APPS, 'plain-html');
      for (const page of ['index.html', 'events.html']) {
        const [before, after] = [await domOf(plain, page), await domOf(dir, page)];
        expect(after.bare).toBe(before.bare);
        expect(after.hints.length).toBeGreaterThan(before.hints.length);
      }
      expect((await domOf(dir, 'events.html')).hints).toEqual([
        'nav.home navigation',
        'nav.events navigation',
        'events.page region',
        'events.list collection',
        'events.list.item.seed-swap.sign-up action',
        'events.list.item.pruning-class.sign-up action',
      ]);
    } finally {
      await rm(dir, { recursive: true });
    }
  }, 600_000);

  it("places a saved review's hints on each hash route once it has rendered its lazily loaded page", async () => {
    const dir = await copyOf('vue-routes');
    const plain = await copyOf('vue-routes');
    const built = await serveFolder(await viteBuild(plain));
    try {
      // The review a team saved of each route, as it shows once rendered.
      const pages = [];
      for (const [route, heading] of [
        ['#/', 'Garden club'],
        ['#/join', 'Join the club'],
      ]) {
        const page = await browser.fresh(`${built.url}/index.html${route}`);
        await page.locator('h1', { hasText: heading }).waitFor();
        const review = await worldOf(page).call('review', { suggest: true });
        if (!review.ok) throw new Error(JSON.stringify(review.error));
        pages.push({ review: review.value });
      }
      const saved = join(dir, 'review.json');
      await writeFile(saved, JSON.stringify({ pages }));
      const run = await cliInProcess('hint', dir, '--from', saved, '--write');
      expect(run.code).toBe(0);
      expect(run.stdout).not.toMatch(/Not placed/);
      for (const file of ['src/App.vue', 'src/HomePage.vue', 'src/JoinPage.vue'])
        expect(await readFile(join(dir, file), 'utf8'), file).toBe(
          await readFile(join(APPS, 'vue-routes.hinted', file), 'utf8'),
        );
      const again = await cliInProcess('hint', dir, '--from', saved, '--write');
      expect(again.stdout).toMatch(/^Nothing to write/m);
    } finally {
      await built.close();
      await rm(dir, { recursive: true });
      await rm(plain, { recursive: true });
    }
  }, 600_000);

  it('reads the states of a saved review instead of crawling, and refuses what is not an app folder', async () => {
    const dir = await copyOf('plain-html');
    const server = await serveFolder(join(APPS, 'plain-html'));
    try {
      const review = await cliInProcess('review', `${server.url}/events.html`, '--suggest', '--json', '--launch');
      const saved = join(dir, 'review.json');
      await writeFile(saved, review.stdout);
      const run = await cliInProcess('hint', dir, '--from', saved);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('--- a/events.html');
      expect(run.stdout).not.toContain('--- a/index.html');
      expect(run.stdout).toContain(
        '+          <tr><td>Seed swap</td><td>3 May</td><td><button data-semtag-id="events.list.item.seed-swap.sign-up"',
      );
    } finally {
      await server.close();
      await rm(dir, { recursive: true });
    }
    const missing = await cliInProcess('hint', join(APPS, 'no-such-app'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/no-such-app is not a folder: pass the app's folder/);
    const mixed = await cliInProcess('hint', APPS, '--from', 'review.json', '--max-pages', '3');
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toMatch(/--max-pages apply to the crawl; --from reads the states from a file/);
  }, 600_000);
});
