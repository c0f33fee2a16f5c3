// `semantic-hints hint` on a plain HTML site of two pages (test/source-apps/plain-html): it crawls
// every link, writes each page's hints, keeps the hints the site has, and changes nothing else.

import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPS, domOf, hintCommandBrowser, hintTwice } from '../support/hint-command.js';

const browser = hintCommandBrowser();

describe('semantic-hints hint', () => {
  it("writes a plain HTML site's hints into each page it crawls, keeping the hints it has", async () => {
    const dir = await hintTwice('plain-html', '--all-links');
    try {
      const plain = join(APPS, 'plain-html');
      for (const page of ['index.html', 'events.html']) {
        const [before, after] = [await domOf(browser(), plain, page), await domOf(browser(), dir, page)];
        expect(after.bare).toBe(before.bare);
        expect(after.hints.length).toBeGreaterThan(before.hints.length);
      }
      expect((await domOf(browser(), dir, 'events.html')).hints).toEqual([
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
});
