/// <reference lib="dom" />
// pageLinks: what a crawl follows from a page.

import { afterAll, beforeAll, expect, it } from 'vitest';
import { worldOf } from '../../harness/page-world.js';
import { MAX_PAGE_LINKS } from '../../src/page/types.js';
import { connectTestBrowser } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import { BLANK_URL, render } from './helpers.js';

let tb: TestBrowser;
beforeAll(async () => {
  tb = await connectTestBrowser();
});
afterAll(async () => tb.close());

it('lists navigation hints’ links, hidden ones too, resolved, without hash, once each; every link with allLinks', async () => {
  const page = await tb.newPage(BLANK_URL());
  await render(
    page,
    `<nav>
       <a href="/a#x" data-semtag-id="nav.a" data-semtag-role="navigation">A</a>
       <a href="/a#y" data-semtag-id="nav.a2" data-semtag-role="navigation">A again</a>
       <div data-semtag-id="nav.wrap" data-semtag-role="navigation"><a href="b?q=1">B, inside</a></div>
       <a href="/menu" data-semtag-id="nav.menu" data-semtag-role="navigation" style="display:none">Closed menu</a>
       <a href="/no-id" data-semtag-role="navigation">No id</a>
       <a href="/action" data-semtag-id="nav.action" data-semtag-role="action">Not navigation</a>
       <a href="http://[bad" data-semtag-id="nav.bad" data-semtag-role="navigation">Unparsable</a>
       <a href="/${'x'.repeat(2100)}" data-semtag-id="nav.long" data-semtag-role="navigation">Too long to report</a>
     </nav>
     <a href="/plain">Plain</a>`,
  );
  const base = new URL(BLANK_URL());
  const at = (path: string) => new URL(path, base).href;
  const world = worldOf(page);
  expect((await world.call('pageLinks', { allLinks: false })).links).toEqual([at('/a'), at('b?q=1'), at('/menu')]);
  expect((await world.call('pageLinks', { allLinks: true })).links).toEqual([
    at('/a'),
    at('b?q=1'),
    at('/menu'),
    at('/no-id'),
    at('/action'),
    at('/plain'),
  ]);

  await render(
    page,
    Array.from({ length: MAX_PAGE_LINKS + 50 }, (_, index) => `<a href="/p${index}">${index}</a>`).join(''),
  );
  expect((await world.call('pageLinks', { allLinks: true })).links).toHaveLength(MAX_PAGE_LINKS);
  await page.close();
});
