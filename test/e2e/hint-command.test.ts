// `semantic-hints hint <app-folder>` on a React + Vite app with a MUI field and a .map() list
// (test/source-apps/react-vite): its dry run prints the diff and changes nothing, --write gives the
// files in react-vite.hinted/, a second --write changes nothing; the hinted build has the DOM of the
// unhinted one plus the hints, and still type-checks. Then the states of a saved review instead of
// a crawl, and the usage errors. The other apps have files of their own (hint-command.*.test.ts),
// so that they run side by side; test/support/hint-command.ts holds what they share.

import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { serveFolder } from '../../harness/static-server.js';
import { cliInProcess } from '../support/in-process-cli.js';
import { APPS, ROOT, builtHints, copyOf, hintCommandBrowser, hintTwice } from '../support/hint-command.js';

const browser = hintCommandBrowser();

describe('semantic-hints hint', () => {
  it("writes a React app's hints into its JSX: item ids from the row's key, a MUI field's through slotProps", async () => {
    const dir = await hintTwice('react-vite');
    try {
      const { before, after } = await builtHints(browser(), 'react-vite', dir);
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
